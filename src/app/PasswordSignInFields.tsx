import { useId } from 'react';
import type { PasswordSignIn } from './usePasswordSignIn';

/** Email or username, password, "remember me", the refusal and the button: on the page and in the dialog alike. */
export function PasswordSignInFields({ form, autoFocus = false, usernameLocked = false }: { form: PasswordSignIn; autoFocus?: boolean; usernameLocked?: boolean }) {
  const ids = { username: useId(), password: useId(), error: useId() };
  const { error } = form;
  const describedBy = (field: 'username' | 'password') => (error && (error.field === field || error.field === 'form') ? ids.error : undefined);
  return (
    <>
      <label htmlFor={ids.username}>Email or username</label>
      <input
        id={ids.username}
        name="username"
        autoComplete="username"
        spellCheck={false}
        value={form.username}
        readOnly={usernameLocked}
        onChange={(event) => form.setUsername(event.target.value)}
        aria-invalid={error?.field === 'username' ? true : undefined}
        aria-describedby={describedBy('username')}
        autoFocus={autoFocus && !usernameLocked}
      />
      <label htmlFor={ids.password}>Password</label>
      <input
        id={ids.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.password}
        onChange={(event) => form.setPassword(event.target.value)}
        aria-invalid={error?.field === 'password' || error?.field === 'form' ? true : undefined}
        aria-describedby={describedBy('password')}
        autoFocus={autoFocus && usernameLocked}
      />
      <label className="checkbox">
        <input type="checkbox" checked={form.remember} onChange={(event) => form.setRemember(event.target.checked)} />
        Remember me on this device
      </label>
      {error && (
        <p id={ids.error} role="alert" className="field-error">
          {error.message}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={form.pending}>
        {form.pending ? 'Signing in…' : 'Sign in'}
      </button>
    </>
  );
}
