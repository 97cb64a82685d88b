/** What a service without service accounts (open-source Unleash answers 404) gets: not an error. */
export function NotAvailablePanel() {
  return (
    <div className="panel panel-empty" role="status">
      <h2 className="panel-title">Service accounts are not available on this service</h2>
      <p className="muted">
        The connected flag service has no service accounts (in Unleash they are an Enterprise feature). Use API tokens for
        machine access instead.
      </p>
    </div>
  );
}
