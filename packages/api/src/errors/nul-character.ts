/**
 * A NUL character somewhere in a request's input. PostgreSQL's text cannot hold it, so it
 * would fail as a 500 deep in a query: it is refused at the door, naming the field.
 */
export class NulCharacterError extends Error {
  override name = 'NulCharacterError';
  constructor(readonly field: string) {
    super(`${field} contains a NUL character`);
  }
}

/** The top-level field of `input` whose value (or key) contains a NUL anywhere, or null. */
export function findNulField(input: unknown): string | null {
  if (typeof input !== 'object' || input === null) return containsNul(input) ? 'body' : null;
  for (const [field, value] of Object.entries(input)) {
    if (field.includes('\u0000') || containsNul(value)) return field;
  }
  return null;
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner));
}
