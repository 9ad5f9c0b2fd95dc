import { FlowProblem } from '../../components/flow-problem';
import { ConsentFlow } from '../../features/consent/consent-flow';
import { localizedTitle } from '../../i18n/server-i18n';
import { searchParam, type SearchParams } from '../../lib/search-param';

export const generateMetadata = localizedTitle((t) => t.consent.title);

export default async function ConsentPage({ searchParams }: { searchParams: SearchParams }) {
  const challenge = await searchParam(searchParams, 'consent_challenge');
  if (challenge === null) return <FlowProblem kind="missing" />;
  return <ConsentFlow consentChallenge={challenge} />;
}
