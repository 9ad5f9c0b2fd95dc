/**
 * "de" and "que" before a name in French: elided before a vowel or an h ("d’Acme",
 * "qu’Hélène", "d’alice@example.com") and kept before anything else ("de Bruno", "de 3M").
 * Names change at run time, so the dictionaries cannot write the elision themselves.
 */
function elides(name: string): boolean {
  // Accents do not matter: "Élise" starts with a vowel as "Elise" does.
  const first = name.normalize('NFD').charAt(0).toLowerCase();
  return first !== '' && 'aeiouh'.includes(first);
}

export function deName(name: string): string {
  return elides(name) ? `d’${name}` : `de ${name}`;
}

/** The same at the start of a sentence: "D’Acme", "De Bruno". */
export function DeName(name: string): string {
  const phrase = deName(name);
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

export function queName(name: string): string {
  return elides(name) ? `qu’${name}` : `que ${name}`;
}
