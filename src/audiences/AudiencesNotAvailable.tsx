import { audiencesKeptWhere } from './whereKept';

/** In front of an Unleash (upstream mode) the audiences' API answers 404: where audiences are kept, said plainly. */
export function AudiencesNotAvailable() {
  return (
    <div className="panel panel-empty" role="status">
      <h2 className="panel-title">Saved audiences are not available on this service</h2>
      <p className="muted">
        {audiencesKeptWhere} Run Flagdeck with its embedded service (<code>npm run mirror</code> copies your flags into it) to keep audiences and
        preview a change&rsquo;s impact on them.
      </p>
    </div>
  );
}
