/** Whether a box title contains the searched words, ignoring case and accents. */
export function matchesTitle(title: string, search: string): boolean {
  const wanted = fold(search.trim());
  return wanted === '' || fold(title).includes(wanted);
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}
