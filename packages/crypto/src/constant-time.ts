/**
 * Compares two byte arrays in time that depends only on their lengths, not on where they
 * differ, so comparing a received MAC against the expected one leaks nothing about the
 * expected value. Lengths are public (tags have a fixed size), so a length mismatch returns
 * early.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  let difference = 0;
  for (let index = 0; index < a.byteLength; index++) {
    difference |= (a[index] as number) ^ (b[index] as number);
  }
  return difference === 0;
}
