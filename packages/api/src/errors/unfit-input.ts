/**
 * What no operation can take, refused at the door before any check of who calls, naming the
 * top-level field: a NUL character (PostgreSQL's text cannot hold it, so it would fail as a
 * 500 deep in a query), or nesting deeper than MAX_INPUT_DEPTH (no operation's input nests
 * more than a few levels; a walk of thousands would exhaust the stack, docs/http-api.md).
 */
export class UnfitInputError extends Error {
  override name = 'UnfitInputError';
  constructor(
    readonly field: string,
    readonly reason: 'nul' | 'too_deep',
  ) {
    super(reason === 'nul' ? `${field} contains a NUL character` : `${field} is nested too deep`);
  }
}

/** Arrays and objects within one another, at most: the deepest contract needs a handful. */
export const MAX_INPUT_DEPTH = 32;

/**
 * The first top-level field of `input` that holds a NUL (in a value or a key) or nests deeper
 * than MAX_INPUT_DEPTH, or null. A loop over an explicit stack, never recursion: the depth of
 * what it reads is what it checks.
 */
export function findUnfitField(input: unknown): UnfitInputError | null {
  if (typeof input !== 'object' || input === null) {
    return typeof input === 'string' && input.includes('\u0000')
      ? new UnfitInputError('body', 'nul')
      : null;
  }
  for (const [field, value] of Object.entries(input)) {
    if (field.includes('\u0000')) return new UnfitInputError(field, 'nul');
    const reason = unfitReason(value);
    if (reason !== null) return new UnfitInputError(field, reason);
  }
  return null;
}

function unfitReason(root: unknown): 'nul' | 'too_deep' | null {
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'nul';
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_INPUT_DEPTH) return 'too_deep';
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return 'nul';
      pending.push({ value: inner, depth: depth + 1 });
    }
  }
  return null;
}
