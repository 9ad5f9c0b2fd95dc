// Pure functions, safe in the browser too: the pages describe their own browser with them.
export { describeUserAgent, type DeviceDescription } from './describe-user-agent';
