import { frontendPath } from '../api/frontend';
import { CopyButton } from '../ui/CopyButton';
import { curlCommand } from './curlCommand';
import { contextQueryString, contextToQuery, type PlaygroundContext } from './playgroundContext';

/** The request exactly as it will be sent, to copy into a ticket or a terminal (never the token). */
export function QueryPreview({ context, name }: { context: PlaygroundContext; name: string }) {
  const path = frontendPath(contextToQuery(context));
  const query = contextQueryString(context);
  const curl = curlCommand(`${window.location.origin}${path}`);
  return (
    <dl className="query-preview">
      <div className="query-preview-row">
        <dt className="muted">Request</dt>
        <dd>
          <code>GET {path}</code>
          <CopyButton text={query} label={`Copy query string of ${name}`} />
        </dd>
      </div>
      <div className="query-preview-row">
        <dt className="muted">curl</dt>
        <dd>
          <code>{curl}</code>
          <CopyButton text={curl} label={`Copy curl command of ${name}`} />
        </dd>
      </div>
    </dl>
  );
}
