import type { z } from 'zod';
import type { DetailReason, ErrorDetails } from '@coffer/domain';

/**
 * zod issues → `details` of the contract: the request field (snake_case, as sent) and why.
 * Nested fields are named by their first key: the contract's details are flat.
 */
export function validationDetails(issues: readonly z.core.$ZodIssue[]): ErrorDetails {
  const details: ErrorDetails = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) details[key] ??= 'forbidden';
      continue;
    }
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    details[field] ??= reasonOf(issue);
  }
  return details;
}

function reasonOf(issue: z.core.$ZodIssue): DetailReason {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'malformed';
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
