import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { groupOf, isAmr, type Amr } from '../../lib/amr';
import { goTo } from '../../lib/navigation';
import type { ApiInputs, ApiOutputs } from '../../lib/trpc/procedure-types';
import { useFlow } from '../../lib/trpc/flow';
import { keepCodeStep } from './kept-code-step';

/** Contract §6: a new emailed code no sooner than 30 s after the previous one. */
const RESEND_DELAY_SECONDS = 30;

/** Where the last emailed code stands: when a new one may be asked for, and what went wrong. */
export type CodeDelivery = { resendAt: number; problem: ApiError | null };

export type ActiveStep = {
  method: Amr;
  /** For the emailed code only. */
  delivery: CodeDelivery | null;
};

export type Identified = {
  identityId: string;
  email: string;
  availableAmrs: Amr[];
  requiredAcr: number;
  performed: Amr[];
  /** A step-up: the sign-in started from this browser's session, whose identity is fixed. */
  carried: boolean;
  /** Null when no available method can raise the level (a step-up without a second method). */
  step: ActiveStep | null;
  /** Changes with every step, so that each step's form starts afresh. */
  stepNumber: number;
};

export type LoginFlow = {
  identified: Identified | null;
  redirecting: boolean;
  /**
   * The request ended under the page (410): a step-up whose session was signed out in
   * another tab, or an hour gone by. The page then offers to sign in again, not a retry.
   */
  ended: boolean;
  /**
   * Names the identity. `codeSent`: the page was reloaded at its code step (kept-code-step.ts);
   * when the code is still the step, that code is typed, and none is mailed again.
   */
  identify: (email: string, codeSent?: CodeDelivery) => Promise<void>;
  chooseMethod: (method: Amr) => Promise<void>;
  resendCode: () => Promise<void>;
  /** The metadata a method needs before it can be performed (password params, WebAuthn options). */
  prepare: (method: Amr) => Promise<unknown>;
  /**
   * `keepUnlocker`: after a proved password, what to do with the account's password unlocker
   * (remake its KEK from the password); the sign-in goes on to its page once that is done.
   */
  perform: (metadata: unknown, keepUnlocker?: KeepPasswordUnlocker) => Promise<void>;
  /** Performs another method than the proposed one, shown beside it (the app's code). */
  performOther: (method: Amr, metadata: unknown) => Promise<void>;
  /** Options for any passkey of this site: a sign-in without an email. */
  passkeyOptions: () => Promise<unknown>;
  /** Such a passkey's assertion: it names the identity, and counts as its passkey step. */
  signInWithPasskey: (credential: unknown) => Promise<void>;
  changeEmail: () => void;
};

type AuthnStep = ApiInputs['auth']['performAuthnStep']['authn_step'];
type StepAnswer = ApiOutputs['auth']['performAuthnStep'];

/** The password unlocker a proved password's answer names (docs/key-model.md#what-the-pages-do). */
export type PasswordUnlocker = NonNullable<
  Extract<StepAnswer, { next: 'redirect' }>['password_unlocker']
>;
export type KeepPasswordUnlocker = (unlocker: PasswordUnlocker) => Promise<void>;

/** The server names the methods it knows; one this page does not know cannot be offered. */
function knownMethod(method: string): Amr {
  if (!isAmr(method)) throw new Error(`unknown authentication method ${method}`);
  return method;
}

/**
 * The login interaction of docs/authentication.md: name the identity, then perform methods until the
 * server answers with the redirect. Preparing happens in these event handlers, never in
 * effects, so that a code is mailed once per request of the person.
 */
export function useLoginFlow(loginChallenge: string): LoginFlow {
  const flow = useFlow();
  const [identified, setIdentified] = useState<Identified | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [ended, setEnded] = useState(false);
  // The KEK a proved password is being turned into, while a second method is asked: the
  // browser leaves the page only once it is kept.
  const keepingUnlocker = useRef<Promise<void> | null>(null);
  const codeStep = identified?.step?.method === 'identity:emailed_code' ? identified : null;
  const codeResendAt = codeStep?.step?.delivery?.resendAt;
  useEffect(() => {
    if (codeStep === null || codeResendAt === undefined) return;
    keepCodeStep(loginChallenge, { email: codeStep.email, resendAt: codeResendAt });
  }, [loginChallenge, codeStep, codeResendAt]);

  /** Notes a request that ended, then fails as before (the form shows nothing more once ended). */
  async function watchEnd<Answer>(call: Promise<Answer>): Promise<Answer> {
    try {
      return await call;
    } catch (failure) {
      if (isEndedChallenge(failure)) setEnded(true);
      throw failure;
    }
  }

  /** POST /authn-steps: prepares the method without metadata, performs it with. */
  function sendStep(step: AuthnStep) {
    return watchEnd(
      flow.write(flow.trpc.auth.performAuthnStep.mutationOptions(), {
        login_challenge: loginChallenge,
        authn_step: step,
      }),
    );
  }

  async function sendCode(identityId: string): Promise<CodeDelivery> {
    try {
      await sendStep({ identity_id: identityId, method_name: 'identity:emailed_code' });
      return { resendAt: Date.now() + RESEND_DELAY_SECONDS * 1000, problem: null };
    } catch (failure) {
      // Shown by the code form: a code sent moments ago still works, a lock has a wait.
      if (!(failure instanceof ApiError)) throw failure;
      return { resendAt: Date.now() + (failure.retryAfterSeconds ?? 0) * 1000, problem: failure };
    }
  }

  async function startStep(identityId: string, method: Amr): Promise<ActiveStep> {
    // The only method whose preparation the person waits for: the code must be on its way.
    const delivery = method === 'identity:emailed_code' ? await sendCode(identityId) : null;
    return { method, delivery };
  }

  async function identify(email: string, codeSent?: CodeDelivery): Promise<void> {
    const answer = await watchEnd(
      flow.write(flow.trpc.auth.identifyForLogin.mutationOptions(), {
        login_challenge: loginChallenge,
        identifier_value: email,
      }),
    );
    const identityId = answer.authn_step.identity_id;
    const performed = answer.performed_amrs.filter(isAmr);
    const proposed = answer.authn_step.method_name;
    // The server proposes a method of a group already done only when none can raise the
    // level: mailing a code then would prove nothing new.
    const raises = !performed.some((method) => groupOf(method) === groupOf(proposed));
    setIdentified({
      identityId,
      email,
      availableAmrs: answer.available_amrs.filter(isAmr),
      requiredAcr: answer.required_acr,
      performed,
      carried: performed.length > 0,
      step: !raises
        ? null
        : codeSent && proposed === 'identity:emailed_code'
          ? { method: proposed, delivery: codeSent }
          : await startStep(identityId, proposed),
      stepNumber: 1,
    });
  }

  async function chooseMethod(method: Amr): Promise<void> {
    if (!identified) return;
    const step = await startStep(identified.identityId, method);
    setIdentified({ ...identified, step, stepNumber: identified.stepNumber + 1 });
  }

  async function resendCode(): Promise<void> {
    if (!identified) return;
    const delivery = await sendCode(identified.identityId);
    if (!identified.step) return;
    setIdentified({ ...identified, step: { ...identified.step, delivery } });
  }

  async function prepare(method: Amr): Promise<unknown> {
    if (!identified) return null;
    const answer = await sendStep({ identity_id: identified.identityId, method_name: method });
    return 'authn_step' in answer ? answer.authn_step.metadata : null;
  }

  /** Goes on to where the completed sign-in leads, once a KEK being made is kept. */
  async function leave(redirectTo: string): Promise<void> {
    setRedirecting(true);
    // Opening the keys is a convenience: its failure leaves the unlock prompt, not the sign-in.
    await keepingUnlocker.current?.catch(() => undefined);
    goTo(redirectTo);
  }

  async function perform(
    metadata: unknown,
    keepUnlocker?: KeepPasswordUnlocker,
    method = identified?.step?.method,
  ): Promise<void> {
    if (!identified?.step || method === undefined) return;
    const { identityId } = identified;
    const answer = await sendStep({ identity_id: identityId, method_name: method, metadata });
    if ('password_unlocker' in answer && answer.password_unlocker && keepUnlocker) {
      keepingUnlocker.current = keepUnlocker(answer.password_unlocker);
    }
    if ('redirect_to' in answer) {
      // The answer also set the provider's session cookie: the browser carries on from here.
      await leave(answer.redirect_to);
      return;
    }
    setIdentified({
      ...identified,
      performed: [...identified.performed, method],
      step: await startStep(identityId, knownMethod(answer.authn_step.method_name)),
      stepNumber: identified.stepNumber + 1,
    });
  }

  async function passkeyOptions(): Promise<unknown> {
    const answer = await watchEnd(
      flow.write(flow.trpc.auth.startPasskeySignIn.mutationOptions(), {
        login_challenge: loginChallenge,
      }),
    );
    return answer.public_key;
  }

  async function signInWithPasskey(credential: unknown): Promise<void> {
    const answer = await watchEnd(
      flow.write(flow.trpc.auth.signInWithPasskey.mutationOptions(), {
        login_challenge: loginChallenge,
        credential,
      }),
    );
    const { step } = answer;
    if ('redirect_to' in step) {
      await leave(step.redirect_to);
      return;
    }
    setIdentified({
      identityId: answer.identity_id,
      email: answer.identifier_value,
      availableAmrs: answer.available_amrs.filter(isAmr),
      requiredAcr: answer.required_acr,
      performed: answer.performed_amrs.filter(isAmr),
      carried: false,
      step: await startStep(answer.identity_id, knownMethod(step.authn_step.method_name)),
      stepNumber: 1,
    });
  }

  return {
    identified,
    redirecting,
    ended,
    identify,
    passkeyOptions,
    signInWithPasskey,
    chooseMethod,
    resendCode,
    prepare,
    perform,
    performOther: (method, metadata) => perform(metadata, undefined, method),
    changeEmail: () => {
      setIdentified(null);
    },
  };
}

/** 410 `{login_challenge: expired}` (docs/authentication.md): this request can never go on. */
function isEndedChallenge(failure: unknown): boolean {
  return (
    failure instanceof ApiError &&
    failure.status === 410 &&
    failure.detail('login_challenge') === 'expired'
  );
}
