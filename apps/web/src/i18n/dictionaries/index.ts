import type { Locale } from '../locales';
import { en, type Dictionary } from './en';
import { fr } from './fr';

export type { Dictionary };

const dictionaries: Record<Locale, Dictionary> = { en, fr };

export function getDictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}
