import { z } from 'zod';

/** Who signs in with a password, and the token they make for themselves. */
export interface PersonalAccessTokenRequest {
  username: string;
  password: string;
  description: string;
  expiresAt: Date;
}

/**
 * A personal access token made the way a person makes one in Unleash (a PAT is made only by its
 * owner): signed in with a password at `/auth/simple/login`, then asked for at
 * `/api/admin/user/tokens` with the session's cookie. The embedded service takes the same two calls.
 *
 * The sign-in's body is read whole before its cookie is used. Unleash's session middleware
 * (express-session 1.19, `writetop` in its index.js) sends the answer's headers, cookie included,
 * before the session is saved, and holds back the answer's last byte until it is; `fetch` resolves
 * at the headers. A loaded machine then had Unleash look the session up before it was in
 * PostgreSQL, and refuse the PAT with 401 "Your request had no authorization header".
 */
export async function personalAccessToken(baseUrl: string, request: PersonalAccessTokenRequest): Promise<string> {
  const { username, password, description, expiresAt } = request;
  const signIn = await fetch(`${baseUrl}/auth/simple/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
  });
  const signedIn = await signIn.text();
  if (signIn.status !== 200) throw new Error(`${username}'s sign-in at ${baseUrl} answered ${signIn.status}: ${signedIn}`);
  const cookie = signIn.headers.getSetCookie().map((entry) => entry.split(';')[0]).join('; ');
  const created = await fetch(`${baseUrl}/api/admin/user/tokens`, {
    // The Origin a browser would send: the embedded service takes a write signed in by a cookie
    // only from its own origin (its guard against cross-site requests).
    method: 'POST', headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
    body: JSON.stringify({ description, expiresAt: expiresAt.toISOString() }),
  });
  const answer = await created.text();
  if (created.status !== 201) {
    throw new Error(`${username}'s PAT at ${baseUrl} answered ${created.status}: ${answer}\nsigned in with: ${cookie.replace(/=[^;]*/g, '=…')}`);
  }
  return createdToken.parse(JSON.parse(answer)).secret;
}

const createdToken = z.object({ secret: z.string() });
