import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ChangeRequest } from '../../contract';
import { paths } from '../lib/paths';
import { describeError } from '../ui/describeError';
import { formatExactWithZone, RelativeTime } from '../ui/RelativeTime';
import { titleOf } from './inbox';
import { StateBadge } from './StateBadge';

interface RequestHeaderProps {
  request: ChangeRequest;
  /** Given when the viewer may retitle it (its author, while it is open). */
  onRetitle?: ((title: string, done: () => void) => void) | undefined;
  retitling: boolean;
  retitleError: unknown;
}

export function RequestHeader({ request, onRetitle, retitling, retitleError }: RequestHeaderProps) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState('');
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (onRetitle && title.trim()) onRetitle(title.trim(), () => setEditing(false));
  };
  return (
    <header className="cr-header">
      <Link to={paths.projectChangeRequests(request.project)} className="cr-back">← Change requests in {request.project}</Link>
      {editing ? (
        <form className="cr-title-form" onSubmit={save}>
          <label htmlFor="cr-title-input" className="visually-hidden">Title</label>
          <input id="cr-title-input" value={title} maxLength={255} autoFocus onChange={(event) => setTitle(event.target.value)} />
          <button type="submit" className="button button-primary" disabled={retitling || !title.trim()}>Save</button>
          <button type="button" className="button" onClick={() => setEditing(false)}>Cancel</button>
          {retitleError !== null && retitleError !== undefined && <p className="field-error" role="alert">{describeError(retitleError).message}</p>}
        </form>
      ) : (
        <div className="cr-title-line">
          <h1 id="cr-detail-title">
            {titleOf(request)} <span className="muted cr-number">#{request.id}</span>
          </h1>
          {onRetitle && (
            <button type="button" className="button button-small" onClick={() => { setTitle(request.title ?? ''); setEditing(true); }}>
              Edit title
            </button>
          )}
        </div>
      )}
      <p className="cr-meta">
        <StateBadge state={request.state} schedule={request.state === 'Scheduled' ? request.schedule : undefined} />
        {request.state === 'Scheduled' && (
          <span>
            {request.schedule.status === 'pending' ? 'applies' : 'was to apply'}{' '}
            <strong><time dateTime={request.schedule.scheduledAt}>{formatExactWithZone(new Date(request.schedule.scheduledAt))}</time></strong>
          </span>
        )}
        <span>project <strong>{request.project}</strong></span>
        <span>environment <strong>{request.environment}</strong></span>
        <span>
          by <strong>{request.createdBy.username ?? `user ${request.createdBy.id ?? '?'}`}</strong>, <RelativeTime value={request.createdAt} />
        </span>
      </p>
    </header>
  );
}
