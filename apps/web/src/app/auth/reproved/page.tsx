import { localizedTitle } from '../../../i18n/server-i18n';
import { Reproved } from '../../../features/login/reproved';

export const generateMetadata = localizedTitle((t) => t.account.proof.done);

/** Where a "Confirm it is you" window lands once confirmed (components/proof-prompt.tsx). */
export default function ReprovedPage() {
  return <Reproved />;
}
