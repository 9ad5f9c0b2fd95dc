import { getServerI18n } from '../../../i18n/server-i18n';

export type DocumentedOperation = {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema: unknown }> }
  >;
};

/** One operation: method and path, parameters, body and answer schemas as JSON. */
export async function ApiOperation(props: {
  method: string;
  path: string;
  operation: DocumentedOperation;
}) {
  const { t } = await getServerI18n();
  const { operation } = props;
  const [status, success] =
    Object.entries(operation.responses).find(([code]) => code !== 'default') ?? [];
  return (
    <details className="card">
      <summary>
        <code>
          {props.method.toUpperCase()} /api{props.path}
        </code>{' '}
        {operation.summary}
      </summary>
      {operation.parameters.length > 0 && (
        <>
          <h3>{t.apiDocs.parameters}</h3>
          <ul>
            {operation.parameters.map((parameter) => (
              <li key={`${parameter.in} ${parameter.name}`}>
                <code>{parameter.name}</code> ({parameter.in}
                {parameter.required ? `, ${t.apiDocs.required}` : ''}):{' '}
                <code>{JSON.stringify(parameter.schema)}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      {operation.requestBody && (
        <>
          <h3>{t.apiDocs.body}</h3>
          {Object.entries(operation.requestBody.content).map(([type, { schema }]) => (
            <pre key={type}>{`${type}\n${JSON.stringify(schema, null, 2)}`}</pre>
          ))}
        </>
      )}
      <h3>
        {t.apiDocs.answer} {status}
      </h3>
      {Object.entries(success?.content ?? {}).map(([type, { schema }]) => (
        <pre key={type}>{`${type}\n${JSON.stringify(schema, null, 2)}`}</pre>
      ))}
    </details>
  );
}
