import { describeUserAgent } from '@coffer/domain/user-agent';
import type { Dictionary } from '../i18n/dictionaries';
import { deviceName } from './device-name';

/**
 * What this browser's device unlocker is called: "Chrome 131 on Linux", as the sessions
 * list says it, so that it reads right on the person's other devices too (docs/key-model.md).
 */
export function thisBrowserName(t: Dictionary): string {
  return deviceName(t, describeUserAgent(navigator.userAgent)) ?? t.keys.setUp.deviceName;
}
