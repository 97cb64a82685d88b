/** What a service without change requests (open-source Unleash answers 404) gets: a state, not an error. */
export function NotAvailablePanel() {
  return (
    <div className="panel panel-empty" role="status">
      <h2 className="panel-title">Change requests are not available on this service</h2>
      <p className="muted">
        The connected flag service has no change requests (in Unleash they are an Enterprise feature). Changes to flags
        apply directly, for those allowed to make them.
      </p>
    </div>
  );
}
