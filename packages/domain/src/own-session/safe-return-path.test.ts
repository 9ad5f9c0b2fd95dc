import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './start-own-login';

describe('safeReturnPath: where the app goes after signing in', () => {
  it('keeps a path of this origin with its query', () => {
    expect(safeReturnPath('/boxes/1?tab=files')).toBe('/boxes/1?tab=files');
    expect(safeReturnPath('/inbox')).toBe('/inbox');
  });

  it.each([
    ['a tab between slashes (the report)', '/\t/evil.example/x'],
    ['a newline between slashes', '/\n/evil.example/x'],
    ['a carriage return between slashes', '/\r/evil.example/x'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash', '/\\evil.example/x'],
    ['a dot segment before a double slash', '/.//evil.example/x'],
    ['an absolute address', 'https://evil.example/x'],
    ['nothing', undefined],
    ['an empty string', ''],
    ['a relative path', 'inbox'],
  ])('falls back to the inbox for %s', (_, candidate) => {
    expect(safeReturnPath(candidate)).toBe('/inbox');
  });

  it('never returns a control character, which would break the Location header', () => {
    for (const control of ['\u0000', '\u000b', '\r', '\n', '\t']) {
      const path = safeReturnPath(`/inbox${control}x`);
      expect(
        Array.from(path, (char) => char.charCodeAt(0)).some((code) => code < 0x20 || code === 0x7f),
      ).toBe(false);
      expect(path.startsWith('/inbox')).toBe(true);
    }
  });
});
