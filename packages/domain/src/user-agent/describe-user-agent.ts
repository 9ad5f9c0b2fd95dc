import Bowser from 'bowser';

export type DeviceDescription = {
  /** "Chrome 131", "Firefox 133"… */
  browser: string | null;
  /** "Linux", "macOS 14.5", "Android 15"… */
  os: string | null;
  device_type: 'desktop' | 'mobile' | 'tablet' | 'tv' | null;
};

/** What a User-Agent says of the browser and device, in words a person recognises. */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, device_type: null };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]]
    .filter(Boolean)
    .join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  const type = parsed.platform.type;
  return {
    browser: browser || null,
    os: os || null,
    device_type:
      type === 'desktop' || type === 'mobile' || type === 'tablet' || type === 'tv' ? type : null,
  };
}
