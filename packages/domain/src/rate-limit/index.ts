export { limitAuthRequests } from './limit-auth-requests';
