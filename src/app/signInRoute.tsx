import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { getSessionUser } from '../api/people';
import { savePasswordSession } from '../api/tokenStore';
import { queryClient } from '../lib/consoleQueryClient';
import { safeNextPath } from '../lib/paths';

export { SignInPage as Component } from './SignInPage';

/**
 * Back from single sign-on (`?sso=done`): the service has set its session cookie, which no script
 * can see, so one read with it says whether the browser kept it. Then on to the page asked for,
 * as after a password sign-in; if not, the sign-in page says so.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get('sso') !== 'done') return null;
  const next = url.searchParams.get('next');
  try {
    await getSessionUser(request.signal);
  } catch {
    const query = new URLSearchParams([['sso-refused', 'no-session'], ...(next ? [['next', next]] : [])]);
    return redirect(`/sign-in?${query.toString()}`);
  }
  // Nothing another sign-in left behind may show under this one.
  queryClient.clear();
  savePasswordSession();
  return redirect(safeNextPath(next));
}
