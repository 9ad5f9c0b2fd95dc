import { generate } from 'otplib';
import { confirmTotpEnrolment, startTotpEnrolment } from '@coffer/domain/authn-methods';
import { createIdentity, userCaller } from '@coffer/domain/test-factories';

/** A person with an authenticator app; its recovery codes perform the TOTP group at once. */
export async function personWithApp() {
  const person = await createIdentity();
  const caller = userCaller(person.id);
  const enrolment = await startTotpEnrolment({ caller, identityId: person.id });
  const secret = new URL(enrolment.otpauth_uri).searchParams.get('secret') ?? '';
  const { recovery_codes: recoveryCodes } = await confirmTotpEnrolment({
    caller,
    identityId: person.id,
    enrolmentId: enrolment.id,
    code: await generate({ secret }),
  });
  return { person, recoveryCodes };
}
