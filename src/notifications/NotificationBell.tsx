import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { markNotificationsRead } from '../api/favorites';
import { isApiError } from '../api';
import { describeError } from '../ui/describeError';
import { RelativeTime } from '../ui/RelativeTime';
import { beforeAndAfter, notificationSentence } from './notificationWords';
import { notificationKeys, notificationsOptions } from './queries';
import './notifications.css';
import { WebhookForm } from './WebhookForm';

const keptByEmbeddedService = 'Notifications are kept by the embedded service. This Unleash keeps what you follow as your favorites, but tells nobody of their changes.';

/** The header's bell: the changes others made to what one follows, unread ones counted, marked read at once. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const notifications = useQuery(notificationsOptions());
  const read = useMutation({ mutationFn: markNotificationsRead, onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }) });
  const unread = notifications.data?.unread ?? 0;
  const unavailable = isApiError(notifications.error) && notifications.error.kind === 'NotFound';

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  }

  return (
    <div className="notification-bell" onKeyDown={onKeyDown}>
      <button ref={button} type="button" className="button button-quiet" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <BellIcon /> Notifications{unread > 0 && <span className="badge badge-accent notification-count"> {unread} unread</span>}
      </button>
      {open && (
        <section id={id} className="notification-panel" aria-label="Notifications">
          <header className="notification-panel-header">
            <h2>Changes to what you follow</h2>
            {/* Kept in place when all is read, so focus stays in the panel. */}
            <button type="button" className="button button-small" aria-disabled={unread === 0 || undefined} onClick={() => unread > 0 && read.mutate()}>Mark all as read</button>
          </header>
          {notifications.isPending && <p className="muted" role="status">Reading…</p>}
          {unavailable && <p className="muted">{keptByEmbeddedService}</p>}
          {notifications.isError && !unavailable && <p role="alert" className="field-error">{describeError(notifications.error).message}</p>}
          {notifications.data?.notifications.length === 0 && (
            <p className="muted">Nothing yet. Follow a flag, or its project, from the flag's page: changes others make to it come here.</p>
          )}
          {notifications.data && notifications.data.notifications.length > 0 && (
            <ul className="notification-list">
              {notifications.data.notifications.map(({ event, read: seen }) => (
                <li key={event.id} className={seen ? undefined : 'notification-unread'}>
                  <p>{seen ? null : <span className="visually-hidden">Unread: </span>}{notificationSentence(event)} <RelativeTime value={event.createdAt} /></p>
                  {beforeAndAfter(event).map((line) => <p key={line} className="muted notification-change">{line}</p>)}
                </li>
              ))}
            </ul>
          )}
          {!unavailable && <WebhookForm />}
        </section>
      )}
    </div>
  );
}

/** Drawn, not an emoji: a machine without a colour-emoji font shows an empty box for one. */
function BellIcon() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" className="notification-icon">
      <path d="M4 11V7a4 4 0 0 1 8 0v4l1.5 1.5h-11L4 11Z" />
      <path d="M6.5 14a1.5 1.5 0 0 0 3 0" />
    </svg>
  );
}
