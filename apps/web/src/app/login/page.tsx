import { FlowProblem } from '../../components/flow-problem';
import { LoginFlow } from '../../features/login/login-flow';
import { localizedTitle } from '../../i18n/server-i18n';

export const generateMetadata = localizedTitle((t) => t.login.title);

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const challenge = (await searchParams)['login_challenge'];
  if (typeof challenge !== 'string' || challenge === '') return <FlowProblem kind="missing" />;
  return <LoginFlow loginChallenge={challenge} />;
}
