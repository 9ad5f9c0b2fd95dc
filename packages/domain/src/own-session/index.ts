export { endOwnSession } from './end-own-session';
export { finishOwnLogin } from './finish-own-login';
export { OWN_LOGIN_TTL_SECONDS, startOwnLogin } from './start-own-login';
