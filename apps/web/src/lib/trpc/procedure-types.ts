import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@coffer/api';

/** What each procedure answers, as the pages receive it (types only: no wire type is written by hand). */
export type ApiOutputs = inferRouterOutputs<AppRouter>;
/** What each procedure takes. */
export type ApiInputs = inferRouterInputs<AppRouter>;

/** A procedure's tRPC path, `<area>.<verbNoun>`. */
export type ProcedurePath = {
  [Area in keyof ApiOutputs]: `${Area}.${keyof ApiOutputs[Area] & string}`;
}[keyof ApiOutputs];

export type Session = ApiOutputs['auth']['getSession'];
export type Identity = ApiOutputs['identities']['getIdentity'];
export type Box = ApiOutputs['boxes']['getBox'];
export type BoxEvent = ApiOutputs['messages']['listBoxMessages'][number];
export type ClientSummary = ApiOutputs['auth']['getLoginInfo']['client'];
export type LegalScope = ApiOutputs['auth']['getConsentInfo']['legal_scopes'][number];
export type WebauthnCredential =
  ApiOutputs['webauthnCredentials']['listWebauthnCredentials'][number];
