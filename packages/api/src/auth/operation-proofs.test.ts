/**
 * The table of proofs walks the whole operation table: every write operation declares what
 * it needs (docs/authentication.md#sensitive-operations), so a new one cannot forget, and
 * the table names nothing that is not an operation.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '../http-routes';
import { listOperations } from '../operations/operation-table';
import { OPERATION_PROOFS } from './operation-proofs';

const all = listOperations(operations).map(({ operationId, operation }) => ({
  operationId,
  method: operation.contract.rest.method,
}));

// Every method but GET and HEAD writes; a GET that writes (a registration challenge) is in
// the table too, and is a tRPC mutation for that reason (trpc.ts).
const writes = all.filter(({ method }) => method !== 'GET' && method !== 'HEAD');

describe('the proofs of write operations', () => {
  it('are declared for every write operation', () => {
    const undeclared = writes
      .map(({ operationId }) => operationId)
      .filter((operationId) => !(operationId in OPERATION_PROOFS));
    expect(undeclared).toEqual([]);
    expect(writes.length).toBeGreaterThan(40);
  });

  it('name only operations that exist, and no HEAD (a count writes nothing)', () => {
    const known = new Set(
      all.filter(({ method }) => method !== 'HEAD').map(({ operationId }) => operationId),
    );
    expect(Object.keys(OPERATION_PROOFS).filter((id) => !known.has(id))).toEqual([]);
  });

  it('announce every destructive or key-handing change by email', () => {
    const silent = Object.entries(OPERATION_PROOFS)
      .filter(([, proof]) => proof.kind === 'own_level' && proof.recent)
      .filter(
        ([, proof]) =>
          proof.kind === 'own_level' &&
          proof.announces.length === 0 &&
          !(proof.announcedBy && proof.announcedBy in OPERATION_PROOFS),
      )
      .map(([operationId]) => operationId);
    expect(silent).toEqual([]);
  });

  it('ask the account’s own level of every change to methods, keys, links and erasure', () => {
    const sensitive = [
      'webauthnCredentials.startWebauthnRegistration',
      'webauthnCredentials.finishWebauthnRegistration',
      'webauthnCredentials.deleteWebauthnCredential',
      'totp.startTotpEnrolment',
      'totp.confirmTotpEnrolment',
      'totp.removeTotp',
      'accounts.attachAccount',
      'accounts.resetPassword',
      'identities.deleteIdentity',
      'identities.updateIdentity',
      'keyStorage.resetKeyStorage',
      'keyStorage.addUnlocker',
      'keyStorage.updateUnlocker',
      'keyStorage.deleteUnlocker',
    ];
    expect(sensitive.filter((id) => OPERATION_PROOFS[id]?.kind !== 'own_level')).toEqual([]);
  });
});
