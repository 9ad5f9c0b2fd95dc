export default function TermsPage() {
  return (
    <section className="card" aria-labelledby="terms-heading">
      <h1 id="terms-heading">Terms of service</h1>
      <p>
        Example RP is a demonstration. It offers nothing and keeps nothing beyond your signed-in
        session, which ends after an hour or when you sign out.
      </p>
    </section>
  );
}
