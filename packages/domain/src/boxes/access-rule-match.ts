import type { AccessRestrictionType, Prisma } from '@coffer/db';

/** The domain part of a normalised email. */
function emailDomainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
}

/** Whether an access rule (an exact identifier, or an email domain) admits this email. */
export function matchesAccessRule(
  rule: { restrictionType: AccessRestrictionType; value: string },
  email: string,
): boolean {
  return rule.restrictionType === 'identifier'
    ? rule.value === email
    : rule.value === emailDomainOf(email);
}

/**
 * The same test as matchesAccessRule, as a filter on BoxAccessRule rows (find-box-access.ts
 * makes it in SQL too, within the statement every box request runs).
 */
export function accessRulesMatching(email: string): Prisma.BoxAccessRuleWhereInput {
  return {
    OR: [
      { restrictionType: 'identifier', value: email },
      { restrictionType: 'email_domain', value: emailDomainOf(email) },
    ],
  };
}
