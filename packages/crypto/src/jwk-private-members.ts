/**
 * The JWK members that hold secret key material (RFC 7518 §6.2.2, §6.3.2, §6.4.1). A JWK set
 * for client authentication carries none of them: the browser refuses such a paste before
 * it is sent, and the server refuses it again.
 */
export const JWK_PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

/** The first secret member of `jwk`, if any. */
export function findJwkPrivateMember(jwk: Record<string, unknown>): string | undefined {
  return JWK_PRIVATE_MEMBERS.find((member) => member in jwk);
}
