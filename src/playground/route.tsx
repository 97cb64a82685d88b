// Route module, loaded on demand by the router. The page itself is built in its own issue.
export function Component() {
  return (
    <section className="page">
      <h1>Playground</h1>
      <p className="muted">This page is being built.</p>
    </section>
  );
}
