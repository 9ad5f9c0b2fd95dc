import Link from 'next/link';
import { SignInError } from '../../components/sign-in-error';

export const dynamic = 'force-dynamic';

/** next-auth's error page (pages.error); callback failures come back to the home page. */
export default async function SignInFailedPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const error = (await searchParams)['error'];
  return (
    <section className="card" aria-labelledby="failed-heading">
      <h1 id="failed-heading">Something went wrong</h1>
      <SignInError code={typeof error === 'string' ? error : 'Unknown'} />
      <p>
        <Link href="/" className="button">
          Back to the start
        </Link>
      </p>
    </section>
  );
}
