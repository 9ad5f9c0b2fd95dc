export { endOwnSession } from './end-own-session';
export { finishOwnLogin } from './finish-own-login';
export { OWN_LOGIN_COOKIE, OWN_LOGIN_COOKIE_MAX_AGE, startOwnLogin } from './start-own-login';
