import { useQuery } from '@tanstack/react-query';
import { oidcLoginPath, oidcRefusalMessage, oidcRefusalQuery, type SignInOptions } from '../../contract';
import { withQuery } from '../api';
import { getSignInOptions } from '../api/people';

const signInOptionsQuery = { queryKey: ['sign-in-options'], queryFn: ({ signal }: { signal: AbortSignal }) => getSignInOptions(signal), staleTime: Infinity, retry: false };

/**
 * Single sign-on on the sign-in page: the button to the provider when the service offers it, why
 * a sign-in came back refused (the reason is a word in the address, said here in words), and,
 * when it is set up but not offered (in front of an Unleash), why not. While the options load, or
 * if they cannot be read, there is only the password form: it works either way.
 */
export function SingleSignOnOption({ params }: { params: URLSearchParams }) {
  const { data } = useQuery(signInOptionsQuery);
  const next = params.get('next');
  const refusal = oidcRefusalQuery.safeParse({ 'sso-refused': params.get('sso-refused') ?? undefined, error: params.get('error') ?? undefined });
  const providerName = data?.oidc?.providerName ?? 'the single sign-on provider';
  return (
    <>
      {refusal.success && (
        <p role="alert" className="field-error">
          {oidcRefusalMessage(refusal.data['sso-refused'], providerName, refusal.data.error)}
        </p>
      )}
      {data?.oidc && <SignInWithProvider options={data.oidc} next={next} />}
      {data?.oidcUnavailable && <p className="muted">{data.oidcUnavailable}</p>}
    </>
  );
}

function SignInWithProvider({ options, next }: { options: NonNullable<SignInOptions['oidc']>; next: string | null }) {
  // A link, not a call: the provider's pages take over the window, and come back to the service.
  return (
    <>
      <a className="button button-primary sign-in-provider" href={withQuery(oidcLoginPath, next ? [['next', next]] : [])}>
        Sign in with {options.providerName}
      </a>
      <p className="sign-in-or muted">or</p>
    </>
  );
}
