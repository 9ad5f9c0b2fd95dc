import type { openApiDocument } from '@coffer/api';
import { getEnv } from '@coffer/env';
import { getServerI18n, localizedTitle } from '../../../i18n/server-i18n';
import { ApiOperation, type DocumentedOperation } from './api-operation';

export const dynamic = 'force-dynamic';

export const generateMetadata = localizedTitle((t) => t.apiDocs.title);

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'];

/**
 * The document as /api/openapi.json serves it, asked of this very process over loopback:
 * Coffer's server answers /api itself, and the pages' bundle leaves the API out
 * (ARCHITECTURE.md, "Request path").
 */
async function readOpenApiDocument(): Promise<ReturnType<typeof openApiDocument>> {
  const response = await fetch(`http://127.0.0.1:${getEnv().port}/api/openapi.json`, {
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`/api/openapi.json answered ${response.status}`);
  return (await response.json()) as ReturnType<typeof openApiDocument>;
}

/** The human-readable reference of /api/openapi.json (docs/http-api.md), grouped by tag. */
export default async function ApiReferencePage() {
  const { t } = await getServerI18n();
  const document = await readOpenApiDocument();
  const byTag = new Map<
    string,
    { method: string; path: string; operation: DocumentedOperation }[]
  >();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method] as DocumentedOperation | undefined;
      if (!operation) continue;
      const tag = operation.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, operation }]);
    }
  }
  return (
    <>
      <h1>{t.apiDocs.title}</h1>
      <p className="lead">
        {t.apiDocs.intro} <a href="/api/openapi.json">{t.apiDocs.document}</a>
      </p>
      {[...byTag].map(([tag, entries]) => (
        <section key={tag} aria-labelledby={`tag-${tag}`}>
          <h2 id={`tag-${tag}`}>{tag}</h2>
          {entries.map(({ method, path, operation }) => (
            <ApiOperation
              key={`${method} ${path}`}
              method={method}
              path={path}
              operation={operation}
            />
          ))}
        </section>
      ))}
      <section aria-labelledby="schemas">
        <h2 id="schemas">{t.apiDocs.schemas}</h2>
        <p>{t.apiDocs.schemasIntro}</p>
        {Object.entries(document.components.schemas).map(([name, schema]) => (
          <details key={name} id={`schema-${name}`} className="card">
            <summary>
              <code>{name}</code> {(schema as { description?: string }).description}
            </summary>
            <pre>{JSON.stringify(schema, null, 2)}</pre>
          </details>
        ))}
      </section>
    </>
  );
}
