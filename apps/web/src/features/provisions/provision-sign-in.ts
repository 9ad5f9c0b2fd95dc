import { hashProvisionUserShare } from '@coffer/crypto';
import { nullIfUnknownLink } from '../../lib/api/unknown-link';
import { signInUrl } from '../../lib/navigation';
import { rememberProvisionsLink } from '../../lib/sign-in-context';
import type { Flow } from '../../lib/trpc/flow';
import { forgetProvisionShare, keptProvisionShare } from './provision-share';

export const PROVISIONS_PATH = '/provisions';

/**
 * The sign-in of a provisions link's visitor: the link's public info
 * (docs/key-model.md#the-link-before-signing-in), asked by the hash of its user share, names
 * the organization (`shown`, and on the sign-in page) and pre-fills the email. A link the service does not know is
 * said dead at once (`dead`, then null: no sign-in), not after a sign-in that cannot help.
 */
export async function provisionSignIn(
  flow: Flow,
  shown: (organization: string) => void,
  dead: () => void,
): Promise<string | null> {
  const share = keptProvisionShare();
  if (share === null) return signInUrl(PROVISIONS_PATH);
  const info = await flow
    .read(
      flow.trpc.provisions.getProvisionLinkInfo.queryOptions({
        user_key_share_hash: await hashProvisionUserShare(share),
      }),
    )
    .catch(nullIfUnknownLink);
  if (info === null) {
    forgetProvisionShare();
    dead();
    return null;
  }
  rememberProvisionsLink(info.organization.name);
  shown(info.organization.name);
  return signInUrl(PROVISIONS_PATH, info.email);
}
