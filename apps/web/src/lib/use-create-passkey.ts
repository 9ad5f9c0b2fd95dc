import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import type { WebauthnCredential } from './trpc/procedure-types';
import { useFlow } from './trpc/flow';

export type CreatePasskey = {
  identityId: string;
  /** None: the server names it after its authenticator, else this browser. */
  name?: string | undefined;
  /**
   * A step-up from this session follows at once: the new passkey counts as its passkey, so
   * the person goes through one ceremony, not two
   * (docs/authentication.md#a-passkey-created-during-a-sign-in-counts-once).
   */
  stepUp: boolean;
};

/**
 * Creates a passkey of the signed-in identity: the server's challenge, the browser's
 * ceremony, the server's record. `waiting` is true while the browser's dialog is open.
 */
export function useCreatePasskey(): {
  waiting: boolean;
  create: (passkey: CreatePasskey) => Promise<WebauthnCredential>;
} {
  const flow = useFlow();
  const [waiting, setWaiting] = useState(false);
  const create = async ({ identityId, name, stepUp }: CreatePasskey) => {
    // The WebAuthn library loads on the press, not with the page (the login page offers this).
    const [{ publicKey }, { startRegistration }] = await Promise.all([
      flow.write(flow.trpc.webauthnCredentials.startWebauthnRegistration.mutationOptions(), {
        id: identityId,
      }),
      import('@simplewebauthn/browser'),
    ]);
    setWaiting(true);
    try {
      const options = publicKey as PublicKeyCredentialCreationOptionsJSON;
      const credential = await startRegistration({
        // The server's options, typed by its schema with plain strings for the enums; with
        // the PRF extension enabled, so that the passkey can later unlock the key storage
        // (docs/key-model.md#unlockers). Nothing is evaluated at creation: the PRF input
        // names the credential, whose id is not known yet.
        optionsJSON: { ...options, extensions: { ...options.extensions, prf: {} } },
      });
      return await flow.write(
        flow.trpc.webauthnCredentials.finishWebauthnRegistration.mutationOptions(),
        {
          id: identityId,
          ...(name !== undefined && name.trim() !== '' ? { name: name.trim() } : {}),
          ...(stepUp ? { step_up: true } : {}),
          // Its extension results as the plain record the schema types them.
          credential: {
            ...credential,
            clientExtensionResults: { ...credential.clientExtensionResults },
          },
        },
      );
    } finally {
      setWaiting(false);
    }
  };
  return { waiting, create };
}
