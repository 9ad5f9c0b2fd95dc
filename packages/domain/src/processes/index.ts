export { DEAD_AFTER_SECONDS, HEARTBEAT_SECONDS } from './own-process';
export { registerOwnProcess } from './register-own-process';
export { retireOwnProcess } from './retire-own-process';
