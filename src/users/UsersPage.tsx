import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '../../contract';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { describeError } from '../ui/describeError';
import { ErrorPanel } from '../ui/ErrorPanel';
import { EmptyPanel, LoadingPanel } from '../ui/StatePanels';
import { isAdmin } from '../viewer/viewer';
import { viewerOptions } from '../viewer/queries';
import { NewUserDialog } from './NewUserDialog';
import { OneTimeLink } from './OneTimeLink';
import { userListOptions } from './queries';
import { useUserActions } from './useUserActions';
import { userLabel, UserRow } from './UserRow';
import './users.css';

const adminOnly = 'Only admins manage users: you need the ADMIN permission.';

/** People who sign in: role, last sign-in, deactivation and one-time password links (admins). */
export function UsersPage() {
  const users = useQuery(userListOptions());
  const viewer = useQuery(viewerOptions());
  const unavailable = viewer.data && !isAdmin(viewer.data) ? adminOnly : undefined;
  const actions = useUserActions();
  const [toDeactivate, setToDeactivate] = useState<User | null>(null);
  const [link, setLink] = useState<{ user: User; url: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (what: string) => (error: unknown) =>
    setFailure(`${what}: ${describeError(error, { unavailable: 'not available on this service (Unleash open source has no deactivation: it deletes users).' }).message}`);

  return (
    <section className="page" aria-labelledby="users-title">
      <header className="page-header">
        <h1 id="users-title">Users</h1>
        <p className="muted">People who sign in with their email and password, and their role.</p>
        <div className="sa-page-actions"><NewUserDialog unavailable={unavailable} /></div>
      </header>
      {failure && (
        <div role="alert" className="panel panel-error sa-alert">
          <p>{failure}</p>
          <button type="button" className="button button-small" onClick={() => setFailure(null)}>Dismiss</button>
        </div>
      )}
      {users.isPending ? (
        <LoadingPanel label="Loading users…" />
      ) : users.isError ? (
        <ErrorPanel error={users.error} onRetry={() => void users.refetch()} notFound="This service has no user admin." />
      ) : users.data.users.length === 0 ? (
        <EmptyPanel title="Nobody signs in with a password yet"><p className="muted">Invite someone with “New user”.</p></EmptyPanel>
      ) : (
        <div className="users-scroll">
          <table className="users-table">
            <caption className="visually-hidden">Users</caption>
            <thead>
              <tr><th scope="col">Name</th><th scope="col">Role</th><th scope="col">Last sign-in</th><th scope="col">Status</th><th scope="col">Actions</th></tr>
            </thead>
            <tbody>
              {users.data.users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  onRole={(target, rootRole) => actions.changeRole.mutate({ user: target, rootRole }, { onError: fail(`Could not change the role of ${userLabel(target)}`) })}
                  onDeactivate={setToDeactivate}
                  onActivate={(target) => actions.setDeactivated.mutate({ user: target, deactivated: false }, { onError: fail(`Could not activate ${userLabel(target)}`) })}
                  onResetLink={(target) => actions.resetLink.mutate(target, { onSuccess: (url) => setLink({ user: target, url }), onError: fail(`Could not make a reset link for ${userLabel(target)}`) })}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={toDeactivate !== null}
        onOpenChange={(open) => !open && setToDeactivate(null)}
        title={`Deactivate ${toDeactivate ? userLabel(toDeactivate) : ''}?`}
        description="They are signed out everywhere at once, their personal access tokens stop working, and they cannot sign in until activated again. What they did keeps their name."
        confirmLabel="Deactivate"
        tone="danger"
        onConfirm={() => {
          const target = toDeactivate;
          setToDeactivate(null);
          if (target) actions.setDeactivated.mutate({ user: target, deactivated: true }, { onError: fail(`Could not deactivate ${userLabel(target)}`) });
        }}
      />
      <ConfirmDialog
        open={link !== null}
        onOpenChange={(open) => !open && setLink(null)}
        title={`Reset link for ${link ? userLabel(link.user) : ''}`}
        description="With this link they choose a new password; their sessions end when they do."
        cancelLabel="Done"
      >
        {link && <OneTimeLink link={link.url} who={userLabel(link.user)} purpose="reset" />}
      </ConfirmDialog>
    </section>
  );
}
