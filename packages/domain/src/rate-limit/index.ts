export { limitAuthRequests } from './limit-auth-requests';
export { withRequestLimit, type LimitInStatement } from './limit-in-statement';
