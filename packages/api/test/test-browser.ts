import { getDb } from '@coffer/db';
import { createIdentity, createProviderSessionFor } from '@coffer/domain/test-factories';

/**
 * A minimal browser for protocol tests: keeps cookies per name (host-only, this origin)
 * and lets the test follow redirects one at a time.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async json(
    method: string,
    url: string | URL,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown>; response: Response }> {
    const response = await this.fetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
      response,
    };
  }

  /** Follows one redirect and returns where the next one points (or the final response). */
  async follow(url: string | URL): Promise<{ response: Response; location: string | null }> {
    const response = await this.fetch(url);
    return { response, location: response.headers.get('location') };
  }
}

/**
 * A browser holding a provider session of `identityId`, as a completed login leaves it: at
 * `acr` (1) by `amr` (the emailed code), completed at `authTime` and made at `createdAt` when
 * given (now otherwise).
 */
export async function browserWithSession(
  identityId: string,
  options: { acr?: number; amr?: string[]; authTime?: Date; createdAt?: Date } = {},
): Promise<TestBrowser> {
  const browser = new TestBrowser();
  const token = await createProviderSessionFor({
    identityId,
    acr: options.acr ?? 1,
    amr: options.amr ?? ['identity:emailed_code'],
  });
  const { authTime, createdAt } = options;
  if (authTime || createdAt) {
    await getDb().providerSession.updateMany({
      where: { identityId },
      data: { authTime, createdAt },
    });
  }
  browser.cookies.set('coffer_session', token);
  return browser;
}

/** A browser holding a provider session (as a completed login leaves it) for a new identity. */
export async function browserWithProviderSession(
  options: { acr?: number; amr?: string[] } = {},
): Promise<{ browser: TestBrowser; identityId: string }> {
  const identityId = (await createIdentity()).id;
  return { browser: await browserWithSession(identityId, options), identityId };
}
