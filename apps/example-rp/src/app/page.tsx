import { getServerSession, type Session } from 'next-auth';
import { authOptions } from '../auth/auth-options';
import { RequireLevelButton, SignInButton } from '../components/sign-in-buttons';
import { SignInError } from '../components/sign-in-error';
import { SignOutButton } from '../components/sign-out-button';

export const dynamic = 'force-dynamic';

const STEP_UP_LEVEL = 2;

export default async function HomePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await getServerSession(authOptions());
  const query = await searchParams;
  const requested = Number(query['requested_acr']);
  const claims = session?.coffer;
  // next-auth sends a refused callback back here (pages.signIn) with an error code.
  if (!claims)
    return <SignedOut error={typeof query['error'] === 'string' ? query['error'] : undefined} />;
  return <SignedIn claims={claims} requestedAcr={Number.isInteger(requested) ? requested : 0} />;
}

function SignedOut({ error }: { error: string | undefined }) {
  return (
    <section className="card" aria-labelledby="signed-out-heading">
      <h1 id="signed-out-heading">Welcome</h1>
      {error && <SignInError code={error} />}
      <p>
        This app knows nobody. Sign in with your Coffer account: Coffer checks who you are and tells
        this app how (the ID token&apos;s <code>acr</code> and <code>amr</code> claims).
      </p>
      <SignInButton />
    </section>
  );
}

function SignedIn({
  claims,
  requestedAcr,
}: {
  claims: NonNullable<Session['coffer']>;
  requestedAcr: number;
}) {
  const level = Number(claims.acr);
  return (
    <>
      <section className="card" aria-labelledby="signed-in-heading">
        <h1 id="signed-in-heading">You are signed in</h1>
        {requestedAcr > level && (
          // docs/authentication.md, rule 3: the client checks the answer.
          <p role="alert" className="alert">
            Level {requestedAcr} was requested, but Coffer signed you in at level {level}. Add a
            second factor (a passkey or an authenticator app) to your Coffer account, then try
            again.
          </p>
        )}
        {requestedAcr > 0 && requestedAcr <= level && (
          <p role="status" className="success">
            Level {requestedAcr} was requested and reached.
          </p>
        )}
        <p className="help">From the ID token, validated by next-auth (openid-client):</p>
        <dl className="claims">
          <dt>Security level (acr)</dt>
          <dd>
            <span className="level" data-testid="acr">
              {claims.acr}
            </span>
          </dd>
          <dt>Methods (amr)</dt>
          <dd>
            <ul className="methods" data-testid="amr">
              {claims.amr.map((method) => (
                <li key={method} data-amr={method}>
                  <code>{method}</code>
                </li>
              ))}
            </ul>
          </dd>
          <dt>Subject (sub)</dt>
          <dd>
            <code data-testid="sub">{claims.sub}</code>
          </dd>
          {claims.authTime !== undefined && (
            <>
              <dt>Authenticated at</dt>
              <dd>
                <time dateTime={new Date(claims.authTime * 1000).toISOString()}>
                  {new Date(claims.authTime * 1000).toUTCString()}
                </time>
              </dd>
            </>
          )}
        </dl>
      </section>
      <section className="card" aria-labelledby="actions-heading">
        <h2 id="actions-heading">Actions</h2>
        <div className="actions">
          <div>
            <RequireLevelButton level={STEP_UP_LEVEL} />
          </div>
          <div>
            <SignOutButton />
          </div>
        </div>
      </section>
    </>
  );
}
