import { useId } from 'react';
import type { TokenSignIn } from './useTokenSignIn';

/** The token field, "remember me", the refusal and the button: the same on the page and in the dialog. */
export function SignInFields({ form, autoFocus = false }: { form: TokenSignIn; autoFocus?: boolean }) {
  const ids = { token: useId(), error: useId() };
  return (
    <>
      <label htmlFor={ids.token}>API token</label>
      <input
        id={ids.token}
        name="token"
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={form.token}
        onChange={(event) => form.setToken(event.target.value)}
        aria-invalid={form.error ? true : undefined}
        aria-describedby={form.error ? ids.error : undefined}
        autoFocus={autoFocus}
      />
      <label className="checkbox">
        <input type="checkbox" checked={form.remember} onChange={(event) => form.setRemember(event.target.checked)} />
        Remember me on this device
      </label>
      {form.error && (
        <p id={ids.error} role="alert" className="field-error">
          {form.error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={form.pending}>
        {form.pending ? 'Signing in…' : 'Sign in'}
      </button>
    </>
  );
}
