import { rootRoles, type User } from '../../contract';
import { RelativeTime } from '../ui/RelativeTime';

const roleOf = (id: User['rootRole']) => (typeof id === 'string' ? id : rootRoles[(id ?? 0) - 1]);
export const userLabel = (user: User): string => user.name ?? user.email ?? user.username ?? `User ${user.id}`;

interface UserRowProps {
  user: User;
  onRole: (user: User, role: (typeof rootRoles)[number]) => void;
  onDeactivate: (user: User) => void;
  onActivate: (user: User) => void;
  onResetLink: (user: User) => void;
}

/** One user; only admins see the list, so every control here is theirs to use. */
export function UserRow({ user, onRole, onDeactivate, onActivate, onResetLink }: UserRowProps) {
  const label = userLabel(user);
  const role = roleOf(user.rootRole);
  const deactivated = Boolean(user.deactivatedAt);
  return (
    <tr>
      <th scope="row">
        {label}
        {user.email && user.email !== label && <div className="muted">{user.email}</div>}
      </th>
      <td>
        <select
          aria-label={`Role of ${label}`}
          value={role ?? ''}
          onChange={(event) => {
            const next = rootRoles.find((candidate) => candidate === event.target.value);
            if (next) onRole(user, next);
          }}
        >
          {rootRoles.map((candidate) => <option key={candidate} value={candidate}>{candidate}</option>)}
        </select>
      </td>
      <td>{user.seenAt ? <RelativeTime value={user.seenAt} /> : <span className="muted">Never</span>}</td>
      <td>{deactivated ? <span className="users-badge">Deactivated</span> : 'Active'}</td>
      <td className="users-actions">
        <button type="button" className="button button-small" onClick={() => onResetLink(user)} aria-label={`Reset password link for ${label}`}>
          Reset password link
        </button>
        {deactivated ? (
          <button type="button" className="button button-small" onClick={() => onActivate(user)} aria-label={`Activate ${label}`}>Activate</button>
        ) : (
          <button type="button" className="button button-small button-danger" onClick={() => onDeactivate(user)} aria-label={`Deactivate ${label}`}>Deactivate</button>
        )}
      </td>
    </tr>
  );
}
