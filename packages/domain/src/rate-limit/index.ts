export { limitAuthRequests } from './limit-auth-requests';
export {
  countUnconsumedLimit,
  limitInStatement,
  type LimitInStatement,
} from './limit-in-statement';
