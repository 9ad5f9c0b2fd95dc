export * from './errors/app-error';
export { checkHealth, type Health } from './health/check-health';
export { checkLiveness, type Liveness } from './health/check-liveness';
export { checkReadiness, type Readiness } from './health/check-readiness';
export {
  createOrganization,
  type CreateOrganizationOptions,
} from './organizations/create-organization';
export { organizationNameSchema } from './organizations/organization-name';
export { databaseUnavailableError } from './errors/database-unavailable-error';
