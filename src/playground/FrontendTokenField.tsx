import { useId, useState } from 'react';
import { tokenScope } from './frontendTokenScope';
import { TokenOffer } from './TokenOffer';

interface FrontendTokenFieldProps {
  value: string;
  onChange: (token: string) => void;
  /** A token chosen or created for the user: used at once. */
  onUse: (token: string) => void;
  /** Why the service refused the token, when it did. */
  problem?: string;
}

/**
 * The playground's own token: `/api/frontend` on a real Unleash takes only frontend tokens. Kept
 * for this tab only (sessionStorage), like the sign-in token.
 */
export function FrontendTokenField({ value, onChange, onUse, problem }: FrontendTokenFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const scope = tokenScope(value);

  let hint = 'Kept in this tab only, and sent only in the Authorization header.';
  if (!value) hint = 'Needed to evaluate: paste a frontend token (project:environment.secret). ' + hint;
  else if (scope?.looksLikeAdmin) hint = 'This looks like an admin token; /api/frontend needs a frontend token.';
  else if (scope) hint = `For ${scope.project ? `project ${scope.project}` : 'all its projects'}, environment ${scope.environment}. ${hint}`;

  return (
    <div className="token-field">
      <label htmlFor={id}>Frontend token</label>
      <div className="token-row">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem || scope?.looksLikeAdmin ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
        <button type="button" className="button button-small" aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? 'Hide' : 'Show'}
        </button>
        {value && (
          <button type="button" className="button button-small button-quiet" onClick={() => onChange('')}>
            Forget
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className={scope?.looksLikeAdmin ? 'field-error' : 'field-note muted'}>
        {problem ?? hint}
      </p>
      <TokenOffer onToken={onUse} hasToken={value !== ''} />
    </div>
  );
}
