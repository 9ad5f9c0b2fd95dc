import { describe, expect, it } from 'vitest';
import { isLocale, negotiateLocale } from './locales';

describe('negotiateLocale', () => {
  it('takes the most preferred supported language', () => {
    expect(negotiateLocale('fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('fr');
    expect(negotiateLocale('de-DE,de;q=0.9,en;q=0.5,fr;q=0.4')).toBe('en');
    expect(negotiateLocale('en;q=0.5, fr;q=0.8')).toBe('fr');
  });

  it('keeps the header order between equal preferences', () => {
    expect(negotiateLocale('fr-CA, en')).toBe('fr');
    expect(negotiateLocale('en-GB, fr')).toBe('en');
  });

  it('falls back to English for a missing, unsupported or refused language', () => {
    expect(negotiateLocale(null)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale('de, es;q=0.5')).toBe('en');
    expect(negotiateLocale('fr;q=0, de')).toBe('en');
  });
});

describe('isLocale', () => {
  it('accepts only the supported languages', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
