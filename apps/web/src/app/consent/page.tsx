import { FlowProblem } from '../../components/flow-problem';
import { ConsentFlow } from '../../features/consent/consent-flow';
import { localizedTitle } from '../../i18n/server-i18n';

export const generateMetadata = localizedTitle((t) => t.consent.title);

export default async function ConsentPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const challenge = (await searchParams)['consent_challenge'];
  if (typeof challenge !== 'string' || challenge === '') return <FlowProblem kind="missing" />;
  return <ConsentFlow consentChallenge={challenge} />;
}
