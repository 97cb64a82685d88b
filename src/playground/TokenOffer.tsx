import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../api';
import { createFrontendToken } from '../api/frontend';
import { projectEnvironmentsOptions, readLastProject } from '../projects';
import { ActionButton } from '../ui/ActionButton';
import { may } from '../viewer/viewer';
import { viewerOptions } from '../viewer/queries';
import { describeError } from '../ui/describeError';
import { apiTokensOptions, playgroundKeys } from './queries';

/**
 * Offers a frontend token instead of asking for one to be pasted, where the service lists API
 * tokens with their secrets (Unleash) or issues new ones. Where it does neither, it says so once
 * and the paste field is the way.
 */
export function TokenOffer({ onToken, hasToken }: { onToken: (token: string) => void; hasToken: boolean }) {
  const project = readLastProject();
  const tokens = useQuery(apiTokensOptions());
  const environments = useQuery(projectEnvironmentsOptions(project));
  const viewer = useQuery(viewerOptions());
  const [environment, setEnvironment] = useState('');
  // Open while there is no token; once there is one, it stays out of the way.
  const [open, setOpen] = useState(!hasToken);
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createFrontendToken,
    onSuccess: (token) => {
      onToken(token.secret);
      setOpen(false);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playgroundKeys.apiTokens() }),
  });

  if (tokens.isPending) return null;
  if (tokens.isError) {
    const why = isApiError(tokens.error, 'NotFound')
      ? 'This service does not list or issue API tokens'
      : isApiError(tokens.error, 'NoAccess')
        ? 'Your sign-in may not see API tokens'
        : 'API tokens could not be listed';
    return <p className="field-note muted">{why}: paste a frontend token above.</p>;
  }

  const usable = tokens.data.filter((token) => token.type === 'frontend' && token.secret);
  const chosen = environment || environments.data?.[0]?.name || '';
  // Reading tokens and issuing them are separate rights (Unleash's READ_ and CREATE_FRONTEND_API_TOKEN).
  const mayCreate = !viewer.data || may(viewer.data, 'CREATE_FRONTEND_API_TOKEN', { project, environment: chosen });
  return (
    <details className="token-offer" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Get a frontend token from this service</summary>
      <div className="token-offer-body">
        {usable.length > 0 && (
          <label className="inline-field">
            <span>Use a frontend token</span>
            <select value="" onChange={(event) => event.target.value && onToken(event.target.value)}>
              <option value="">Choose…</option>
              {usable.map((token) => (
                <option key={token.secret} value={token.secret}>
                  {token.tokenName} ({token.environment ?? '?'}, {(token.projects ?? [token.project]).join(', ')})
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="inline-field">
          <span>New frontend token for project {project} in</span>
          <select value={chosen} onChange={(event) => setEnvironment(event.target.value)} disabled={!environments.data}>
            {environments.data?.map(({ name }) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <ActionButton
          className="button button-small"
          unavailable={mayCreate ? undefined : 'You need the CREATE_FRONTEND_API_TOKEN permission.'}
          disabled={!chosen || create.isPending}
          onClick={() => create.mutate({ type: 'frontend', tokenName: `flagdeck-playground-${chosen}`, environment: chosen, projects: [project] })}
        >
          {create.isPending ? 'Creating…' : 'Create frontend token'}
        </ActionButton>
        {create.isError && <p className="field-error">{describeError(create.error).message}</p>}
      </div>
    </details>
  );
}
