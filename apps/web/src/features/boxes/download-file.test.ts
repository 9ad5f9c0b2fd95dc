import { describe, expect, it } from 'vitest';
import { safeFileName } from './download-file';

describe('safeFileName', () => {
  it('keeps ordinary names, accents and spaces', () => {
    expect(safeFileName('Fiche de paie – mars 2026.pdf')).toBe('Fiche de paie – mars 2026.pdf');
  });

  it('drops bidirectional overrides that disguise an extension', () => {
    expect(safeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(safeFileName('a\u2066b\u2069c\u200F.txt')).toBe('abc.txt');
  });

  it('takes no path and no control characters; an empty result is "file"', () => {
    expect(safeFileName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safeFileName('C:\\temp\\x.txt')).toBe('C:_temp_x.txt');
    expect(safeFileName('a\u0000b\nc')).toBe('abc');
    expect(safeFileName('\u202E')).toBe('file');
    expect(safeFileName('..')).toBe('file');
  });
});
