/** A page's query string, as Next.js hands it to the page. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The value of a query parameter given once and not empty, else null. */
export async function searchParam(
  searchParams: SearchParams,
  name: string,
): Promise<string | null> {
  const value = (await searchParams)[name];
  return typeof value === 'string' && value !== '' ? value : null;
}
