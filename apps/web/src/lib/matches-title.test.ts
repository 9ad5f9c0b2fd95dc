import { describe, expect, it } from 'vitest';
import { matchesTitle } from './matches-title';

describe('matchesTitle', () => {
  it('finds words anywhere in the title, whatever their case and accents', () => {
    expect(matchesTitle('Dossier Élodie', 'elodie')).toBe(true);
    expect(matchesTitle('Dossier Élodie', 'DOSSIER')).toBe(true);
    expect(matchesTitle('Dossier Élodie', 'dana')).toBe(false);
  });

  it('keeps every title for an empty search', () => {
    expect(matchesTitle('Anything', '  ')).toBe(true);
  });
});
