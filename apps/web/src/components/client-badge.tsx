import type { ClientSummary } from '../lib/trpc/procedure-types';

/** Which application the person is signing in to: its logo (if any) and its name. */
export function ClientBadge({ client, caption }: { client: ClientSummary; caption: string }) {
  return (
    <div className="client-badge">
      {client.logo_uri ? (
        // The client's logo, from its own host: a plain <img>, not Next's image proxy, so
        // Coffer never fetches addresses that clients choose.
        <img src={client.logo_uri} alt="" width={40} height={40} referrerPolicy="no-referrer" />
      ) : (
        <span className="client-initial" aria-hidden="true">
          {client.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <p>
        <strong>{client.name}</strong>
        <br />
        <span className="muted">{caption}</span>
      </p>
    </div>
  );
}
