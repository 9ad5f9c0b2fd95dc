import { getServerI18n, localizedTitle } from '../../../i18n/server-i18n';

export const generateMetadata = localizedTitle((t) => t.accountPages.deletion.done.title);

/** Where a deletion ends (docs/identities.md#deleting-your-account): what is gone, and where. */
export default async function AccountDeletedPage() {
  const { t } = await getServerI18n();
  const texts = t.accountPages.deletion;
  return (
    <section className="card" aria-labelledby="account-deleted-title">
      <h1 id="account-deleted-title">{texts.done.title}</h1>
      <p>{texts.done.erased}</p>
      <p>{texts.boxesStay}</p>
      <p>{texts.done.browser}</p>
      <p>{texts.done.mailed}</p>
      <p>
        <a href="/">{t.common.backHome}</a>
      </p>
    </section>
  );
}
