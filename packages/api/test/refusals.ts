/**
 * The contract's refusal of a caller below the operation's acr (403, origin acr): clients
 * restart the sign-in with required_acr. caller-ladder.integration.test.ts pins it; other
 * tests expect it by this name.
 */
export function acrTooLow(required: number) {
  return {
    code: 'forbidden',
    origin: 'acr',
    desc: 'acr is too low',
    details: { acr: 'forbidden', required_acr: String(required) },
  };
}
