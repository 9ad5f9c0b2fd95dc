import type { z } from 'zod';
import type { DetailReason, ErrorDetails } from '@coffer/domain';

/**
 * zod issues → `details` of the contract: the request field (snake_case, as sent) and why.
 * Nested fields are named by their first key: the contract's details are flat.
 */
export function validationDetails(
  issues: readonly z.core.$ZodIssue[],
  input?: unknown,
): ErrorDetails {
  const details: ErrorDetails = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) details[key] ??= 'forbidden';
      continue;
    }
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    details[field] ??= reasonOf(issue, input);
  }
  return details;
}

function reasonOf(issue: z.core.$ZodIssue, input: unknown): DetailReason {
  // An absent enum or literal is reported as a wrong value: it is a missing one.
  if (issue.code === 'invalid_value' && input !== undefined && isMissing(issue, input)) {
    return 'required';
  }
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue, input) ? 'required' : 'malformed';
    case 'too_big':
      return 'too_large';
    case 'invalid_format':
    case 'invalid_union':
    case 'too_small':
      return 'malformed';
    default:
      return 'invalid';
  }
}

/**
 * Zod reports no input value by default: with the request's input at hand, look the field
 * up; without it (tRPC transport), zod's own wording is the remaining clue.
 */
function isMissing(issue: z.core.$ZodIssue, input: unknown): boolean {
  if (input === undefined) return issue.message.endsWith('received undefined');
  let value: unknown = input;
  for (const key of issue.path) {
    if (typeof value !== 'object' || value === null) return true;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value === undefined;
}
