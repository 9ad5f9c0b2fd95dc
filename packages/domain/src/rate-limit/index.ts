export { limitAuthRequests } from './limit-auth-requests';
export {
  countAsClient,
  countLimit,
  countUnconsumedLimit,
  limitInStatement,
  type LimitInStatement,
} from './limit-in-statement';
