import { FlowProblem } from '../../components/flow-problem';
import { getEnv } from '@coffer/env';
import { LoginFlow } from '../../features/login/login-flow';
import { MailOutboxProvider } from '../../features/login/mail-outbox';
import { localizedTitle } from '../../i18n/server-i18n';
import { searchParam, type SearchParams } from '../../lib/search-param';

export const generateMetadata = localizedTitle((t) => t.login.title);

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const challenge = await searchParam(searchParams, 'login_challenge');
  if (challenge === null) return <FlowProblem kind="missing" />;
  return (
    <MailOutboxProvider outbox={getEnv().mailOutbox}>
      <LoginFlow loginChallenge={challenge} />
    </MailOutboxProvider>
  );
}
