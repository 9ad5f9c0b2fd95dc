/** What a procedure can say about the HTTP response besides its output. */
export type ResponseControl = {
  status?: number;
  headers: Headers;
};

export type Context = {
  /** Request headers, as received (cookies, CSRF token, client address…). */
  headers: Headers;
  response: ResponseControl;
};

export function createContext({ headers }: { headers: Headers }): Context {
  return { headers, response: { headers: new Headers() } };
}
