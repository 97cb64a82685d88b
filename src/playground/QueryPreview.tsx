import type { AdvancedPlaygroundRequest } from '../../contract';
import { frontendPath } from '../api/frontend';
import { adminPlaygroundPath } from '../api/playground';
import { CopyButton } from '../ui/CopyButton';
import { curlCommand, curlPostCommand } from './curlCommand';
import { contextQueryString, contextToQuery, type PlaygroundContext } from './playgroundContext';

interface QueryPreviewProps {
  context: PlaygroundContext;
  name: string;
  /** The admin playground's request for the context; the frontend API's query string when absent. */
  adminRequest?: AdvancedPlaygroundRequest;
}

/** The request exactly as it will be sent, to copy into a ticket or a terminal (never the token). */
export function QueryPreview({ context, name, adminRequest }: QueryPreviewProps) {
  let request: string;
  let copied: string;
  let curl: string;
  if (adminRequest) {
    copied = JSON.stringify(adminRequest);
    request = `POST ${adminPlaygroundPath} ${copied}`;
    curl = curlPostCommand(`${window.location.origin}${adminPlaygroundPath}`, adminRequest);
  } else {
    const path = frontendPath(contextToQuery(context));
    copied = contextQueryString(context);
    request = `GET ${path}`;
    curl = curlCommand(`${window.location.origin}${path}`);
  }
  return (
    <dl className="query-preview">
      <div className="query-preview-row">
        <dt className="muted">Request</dt>
        <dd>
          <code>{request}</code>
          <CopyButton text={copied} label={adminRequest ? `Copy request body of ${name}` : `Copy query string of ${name}`} />
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
