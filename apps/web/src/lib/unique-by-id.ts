/** Pages read while items were added overlap by as many: each item shows once, where first read. */
export function uniqueById<Item extends { id: string }>(items: Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}
