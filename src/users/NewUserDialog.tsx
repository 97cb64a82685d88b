import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { rootRoles } from '../../contract';
import { isApiError } from '../api';
import { createUser } from '../api/people';
import { ActionButton } from '../ui/ActionButton';
import { describeError } from '../ui/describeError';
import { OneTimeLink } from './OneTimeLink';
import { userKeys } from './queries';

type Role = (typeof rootRoles)[number];

/** "New user": email, name and role; the answer's invitation link is shown once, in this dialog only. */
export function NewUserDialog({ unavailable }: { unavailable?: string | undefined }) {
  const [open, setOpen] = useState(false);
  const [invited, setInvited] = useState<{ link: string; who: string } | null>(null);
  if (unavailable) return <ActionButton className="button button-primary" unavailable={unavailable}>New user</ActionButton>;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setInvited(null);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button type="button" className="button button-primary">New user</button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content sa-dialog" aria-describedby={undefined} onPointerDownOutside={(event) => invited && event.preventDefault()}>
          {invited ? (
            <>
              <Dialog.Title className="dialog-title">{invited.who} is invited</Dialog.Title>
              <OneTimeLink link={invited.link} who={invited.who} purpose="invite" />
              <div className="dialog-actions">
                <button type="button" className="button button-primary" onClick={() => onOpenChange(false)}>Done</button>
              </div>
            </>
          ) : (
            <NewUserForm onInvited={setInvited} onCancel={() => onOpenChange(false)} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function NewUserForm({ onInvited, onCancel }: { onInvited: (invited: { link: string; who: string }) => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('Viewer');
  const [error, setError] = useState<{ field: 'email' | 'form'; message: string } | null>(null);
  const ids = { email: useId(), name: useId(), role: useId(), error: useId() };
  const create = useMutation({ mutationFn: createUser, onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) return setError({ field: 'email', message: 'Enter the person\'s email address.' });
    setError(null);
    create.mutate({ email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}), rootRole: role, sendEmail: false }, {
      onSuccess: (user) => onInvited({ link: user.inviteLink ?? '', who: user.name ?? user.email ?? email }),
      onError: (caught) => {
        const atEmail = isApiError(caught, 'Conflict') || (isApiError(caught) && caught.details.some((detail) => detail.path === 'email'));
        setError({ field: atEmail ? 'email' : 'form', message: atEmail ? caught.message : describeError(caught).message });
      },
    });
  }

  return (
    <form className="users-form" onSubmit={onSubmit} noValidate>
      <Dialog.Title className="dialog-title">New user</Dialog.Title>
      <label htmlFor={ids.email}>Email</label>
      <input id={ids.email} type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error?.field === 'email' ? true : undefined} aria-describedby={error?.field === 'email' ? ids.error : undefined} />
      <label htmlFor={ids.name}>Name (optional)</label>
      <input id={ids.name} value={name} onChange={(event) => setName(event.target.value)} />
      <label htmlFor={ids.role}>Role</label>
      <select id={ids.role} value={role} onChange={(event) => setRole(rootRoles.find((candidate) => candidate === event.target.value) ?? 'Viewer')}>
        {rootRoles.map((candidate) => <option key={candidate} value={candidate}>{candidate}</option>)}
      </select>
      {error && <p id={ids.error} role="alert" className="field-error">{error.message}</p>}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>Cancel</button>
        <button type="submit" className="button button-primary" disabled={create.isPending}>{create.isPending ? 'Creating…' : 'Create user'}</button>
      </div>
    </form>
  );
}
