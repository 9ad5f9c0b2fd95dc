export default function PrivacyPage() {
  return (
    <section className="card" aria-labelledby="privacy-heading">
      <h1 id="privacy-heading">Privacy policy</h1>
      <p>
        Example RP receives from Coffer an identifier for you (<code>sub</code>) and how you signed
        in (<code>acr</code>, <code>amr</code>). It keeps them only in your session cookie,
        encrypted, and shares them with no one.
      </p>
    </section>
  );
}
