// Coffer's ids are PostgreSQL UUIDs, which it prints in lower case. Where an id is sealed into
// authenticated data, one spelling per id matters: "ABC…" and "abc…" would authenticate
// different bytes, and a ciphertext would fail to open for a reason nobody could see.
const LOWER_CASE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isLowerCaseUuid(value: unknown): value is string {
  return typeof value === 'string' && LOWER_CASE_UUID.test(value);
}
