'use client';

import dynamic from 'next/dynamic';
import type { Dictionary } from './dictionaries/en';
import type { Locale } from './locales';

type Pending = {
  promise: Promise<Dictionary>;
  resolve: (dictionary: Dictionary) => void;
  reject: (error: unknown) => void;
};

const pending = new Map<Locale, Pending>();

function pendingOf(locale: Locale): Pending {
  let entry = pending.get(locale);
  if (!entry) {
    let resolve: Pending['resolve'] = () => undefined;
    let reject: Pending['reject'] = () => undefined;
    const promise = new Promise<Dictionary>((onResolve, onReject) => {
      resolve = onResolve;
      reject = onReject;
    });
    entry = { promise, resolve, reject };
    pending.set(locale, entry);
  }
  return entry;
}

/**
 * A language's dictionary, once its <DictionaryChunk> has loaded it; the same promise for
 * every call, as React's `use()` needs.
 */
export function dictionaryOf(locale: Locale): Promise<Dictionary> {
  return pendingOf(locale).promise;
}

function Loaded() {
  return null;
}

function loaded(locale: Locale, dictionary: Dictionary) {
  pendingOf(locale).resolve(dictionary);
  return Loaded;
}

function failed(locale: Locale, error: unknown): never {
  pendingOf(locale).reject(error);
  throw error;
}

// Each dictionary is a chunk of its own, imported here only: next/dynamic is how a client
// chunk gets into the server's HTML (rendered on the server, it preloads what it imports),
// so the page's language downloads beside the first scripts, not in a round trip after
// them. A second `import()` of the same file elsewhere would be a second copy of the chunk.
const CHUNKS: Record<Locale, ReturnType<typeof dynamic>> = {
  en: dynamic(() =>
    import('./dictionaries/en').then(
      ({ en }) => loaded('en', en),
      (error: unknown) => failed('en', error),
    ),
  ),
  fr: dynamic(() =>
    import('./dictionaries/fr').then(
      ({ fr }) => loaded('fr', fr),
      (error: unknown) => failed('fr', error),
    ),
  ),
};

/** Renders nothing: loads (and on the server, preloads) the language's dictionary. */
export function DictionaryChunk({ locale }: { locale: Locale }) {
  const Chunk = CHUNKS[locale];
  return <Chunk />;
}
