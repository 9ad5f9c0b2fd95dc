export default function HomePage() {
  return (
    <main>
      <h1>Coffer</h1>
      <p>
        An identity provider and end-to-end encrypted boxes: organizations open a box about a
        person, and only the people in it can read what is inside. Messages and files are encrypted
        in the browser; the server never sees a key.
      </p>
      <ul>
        <li>
          <a href="/api/openapi.json">REST API (OpenAPI 3.1)</a>
        </li>
        <li>
          <a href="/api/health">Service health</a>
        </li>
      </ul>
    </main>
  );
}
