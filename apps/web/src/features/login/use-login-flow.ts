import { useState } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { apiFetch } from '../../lib/api/api-fetch';
import type { IdentifyAnswer, PerformedStep, PreparedStep } from '../../lib/api/api-types';
import { isAmr, type Amr } from '../../lib/amr';
import { goTo } from '../../lib/navigation';

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
  step: ActiveStep;
  /** Changes with every step, so that each step's form starts afresh. */
  stepNumber: number;
};

export type LoginFlow = {
  identified: Identified | null;
  redirecting: boolean;
  identify: (email: string) => Promise<void>;
  chooseMethod: (method: Amr) => Promise<void>;
  resendCode: () => Promise<void>;
  /** The metadata a method needs before it can be performed (password params, WebAuthn options). */
  prepare: (method: Amr) => Promise<unknown>;
  perform: (metadata: unknown) => Promise<void>;
  changeEmail: () => void;
};

/**
 * The login interaction of contract §6: name the identity, then perform methods until the
 * server answers with the redirect. Preparing happens in these event handlers, never in
 * effects, so that a code is mailed once per request of the person.
 */
export function useLoginFlow(loginChallenge: string): LoginFlow {
  const [identified, setIdentified] = useState<Identified | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  function postStep<T>(identityId: string, method: Amr, metadata?: unknown): Promise<T> {
    const step = { identity_id: identityId, method_name: method };
    return apiFetch<T>('/authn-steps', {
      method: 'POST',
      body: {
        login_challenge: loginChallenge,
        authn_step: metadata === undefined ? step : { ...step, metadata },
      },
    });
  }

  async function sendCode(identityId: string): Promise<CodeDelivery> {
    try {
      await postStep<PreparedStep>(identityId, 'identity:emailed_code');
      return { resendAt: Date.now() + RESEND_DELAY_SECONDS * 1000, problem: null };
    } catch (error) {
      // Shown by the code form: a code sent moments ago still works, a lock has a wait.
      if (!(error instanceof ApiError)) throw error;
      return { resendAt: Date.now() + (error.retryAfterSeconds ?? 0) * 1000, problem: error };
    }
  }

  async function startStep(identityId: string, method: Amr): Promise<ActiveStep> {
    // The only method whose preparation the person waits for: the code must be on its way.
    const delivery = method === 'identity:emailed_code' ? await sendCode(identityId) : null;
    return { method, delivery };
  }

  async function identify(email: string): Promise<void> {
    const answer = await apiFetch<IdentifyAnswer>('/auth/identities', {
      method: 'PUT',
      body: { login_challenge: loginChallenge, identifier_value: email },
    });
    const identityId = answer.authn_step.identity_id;
    setIdentified({
      identityId,
      email,
      availableAmrs: answer.available_amrs.filter(isAmr),
      requiredAcr: answer.required_acr,
      performed: [],
      step: await startStep(identityId, answer.authn_step.method_name),
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
    setIdentified({ ...identified, step: { ...identified.step, delivery } });
  }

  async function prepare(method: Amr): Promise<unknown> {
    if (!identified) return null;
    const answer = await postStep<PreparedStep>(identified.identityId, method);
    return answer.authn_step.metadata;
  }

  async function perform(metadata: unknown): Promise<void> {
    if (!identified) return;
    const { identityId, step } = identified;
    const answer = await postStep<PerformedStep>(identityId, step.method, metadata);
    if (answer.next === 'redirect') {
      // The answer also set the provider's session cookie: the browser carries on from here.
      setRedirecting(true);
      goTo(answer.redirect_to);
      return;
    }
    setIdentified({
      ...identified,
      performed: [...identified.performed, step.method],
      step: await startStep(identityId, answer.authn_step.method_name),
      stepNumber: identified.stepNumber + 1,
    });
  }

  return {
    identified,
    redirecting,
    identify,
    chooseMethod,
    resendCode,
    prepare,
    perform,
    changeEmail: () => {
      setIdentified(null);
    },
  };
}
