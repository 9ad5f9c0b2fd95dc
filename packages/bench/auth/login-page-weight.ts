import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { authorizationUrl } from './authorization-url';
import { WORKSPACE_ROOT } from './workspace-root';

export type PageWeight = {
  /** The scripts the page's HTML loads, with their compressed sizes. */
  scripts: { path: string; wireBytes: number; bytes: number; compressedBy: 'server' | 'gzip' }[];
  wireBytes: number;
  /**
   * The part of it that is React and Next.js's client runtime, which every page loads first
   * (the build manifest's `rootMainFiles`), as this checkout built it.
   */
  frameworkWireBytes: number;
};

/**
 * The login page's JavaScript as a browser loads it before it can act: the page a browser
 * is sent to from /oauth2/auth, then every `<script src>` of its HTML and every script it
 * preloads, asked for with `Accept-Encoding: gzip, br` as a browser would. Chunks the page
 * imports later (at the point of use) are not counted: they are not on the way to an
 * interactive page.
 */
export async function measureLoginPageWeight(options: {
  origin: string;
  clientId: string;
}): Promise<PageWeight> {
  const cookie = `coffer_browser=${randomBytes(32).toString('base64url')}`;
  const authorize = authorizationUrl(options.origin, options.clientId);
  const redirect = await fetch(authorize, { redirect: 'manual', headers: { cookie } });
  const page = await fetch(new URL(redirect.headers.get('location') ?? '/login', options.origin), {
    headers: { cookie },
  });
  if (!page.ok) throw new Error(`the login page answered ${page.status}`);
  const html = await page.text();
  // A `noModule` script (Next.js's polyfills) is for browsers without ES modules: every
  // browser the pages support skips it without downloading it.
  const scriptSources = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/\snoModule\b/i.test(`${m[1]} ${m[3]}`))
    .map((m) => m[2]!);
  // A preloaded script (the page's dictionary, i18n/dictionary-preload.tsx) downloads
  // beside them: it is on the way too.
  const preloads = [...html.matchAll(/<link\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attributes) => /\srel="preload"/.test(attributes) && /\sas="script"/.test(attributes))
    .map((attributes) => /\shref="([^"]+)"/.exec(attributes)?.[1])
    .filter((href) => href !== undefined);
  const paths = [...new Set([...scriptSources, ...preloads])];
  const scripts = await Promise.all(
    paths.map(async (path) => {
      const url = new URL(path.replaceAll('&amp;', '&'), options.origin);
      const { body, encoding } = await rawGet(url);
      const bytes = encoding ? gunzipOrBrotli(body, encoding).length : body.length;
      // Uncompressed from the server: counted as gzip, as the proxy in front would send it.
      const wireBytes = encoding ? body.length : gzipSync(body).length;
      const compressedBy: 'server' | 'gzip' = encoding ? 'server' : 'gzip';
      return { path: url.pathname, wireBytes, bytes, compressedBy };
    }),
  );
  const framework = frameworkScripts();
  const sum = (of: typeof scripts) => of.reduce((total, script) => total + script.wireBytes, 0);
  return {
    scripts,
    wireBytes: sum(scripts),
    frameworkWireBytes: sum(scripts.filter((script) => framework.has(script.path))),
  };
}

function frameworkScripts(): Set<string> {
  const manifest = JSON.parse(
    readFileSync(path.join(WORKSPACE_ROOT, 'apps/web/.next/build-manifest.json'), 'utf8'),
  ) as { rootMainFiles: string[] };
  return new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
}

/** The body as sent (not decoded: fetch would decode it) and its content encoding. */
function rawGet(url: URL): Promise<{ body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

function gunzipOrBrotli(body: Buffer, encoding: string): Buffer {
  return encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
}
