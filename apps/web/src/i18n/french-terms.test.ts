import { describe, expect, it } from 'vitest';
import { fr } from './dictionaries/fr';
import { deName, DeName, queName } from './french-elision';

/** Every French text, the functions' called with a name that starts with a vowel. */
function frenchTexts(node: unknown, path: string): { path: string; text: string }[] {
  if (typeof node === 'string') return [{ path, text: node }];
  if (typeof node === 'function') {
    const call = node as (...names: string[]) => unknown;
    const text = call(...Array.from({ length: call.length }, () => 'Acme'));
    return typeof text === 'string' ? [{ path, text }] : [];
  }
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => frenchTexts(value, `${path}.${key}`));
  }
  return [];
}

const texts = frenchTexts(fr, 'fr');

describe('the French glossary (dictionaries/fr.ts)', () => {
  it('calls a box "coffre": "boîte" only in "boîte de réception" and "boîte d’envoi"', () => {
    const boite = /boîte(?! de réception| d’envoi)/i;
    expect(texts.filter(({ text }) => boite.test(text))).toEqual([]);
  });

  it('calls the key storage "trousseau de clés", never a "coffre" of keys', () => {
    expect(texts.filter(({ text }) => /coffre (à|de) clés/i.test(text))).toEqual([]);
  });

  it('elides "de" and "que" before a name that starts with a vowel', () => {
    expect(texts.filter(({ text }) => /\b(de|que) Acme/i.test(text))).toEqual([]);
    expect(fr.boxes.inbox.from('Acme')).toBe('D’Acme');
    expect(fr.boxes.box.about('alice@example.com')).toBe('Au sujet d’alice@example.com');
  });
});

describe('deName', () => {
  it('elides before a vowel or an h, accented or not, in either case', () => {
    expect(deName('Acme')).toBe('d’Acme');
    expect(deName('Élise')).toBe('d’Élise');
    expect(deName('hôtel Lumière')).toBe('d’hôtel Lumière');
    expect(deName('urssaf')).toBe('d’urssaf');
  });

  it('keeps "de" before a consonant, a digit or a sign', () => {
    expect(deName('Bruno')).toBe('de Bruno');
    expect(deName('3M')).toBe('de 3M');
    expect(deName('« Acme »')).toBe('de « Acme »');
    expect(deName('')).toBe('de ');
  });

  it('elides "que" the same way', () => {
    expect(queName('alice@example.com')).toBe('qu’alice@example.com');
    expect(queName('Bruno')).toBe('que Bruno');
  });

  it('starts a sentence with a capital', () => {
    expect(DeName('Acme')).toBe('D’Acme');
    expect(DeName('Bruno')).toBe('De Bruno');
  });
});
