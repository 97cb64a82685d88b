/**
 * A request's path as the log keeps it: without its query (a client may put a token there), and
 * without the path segments that are secrets. Unleash's API names an API token by its secret
 * (`PUT`/`DELETE /api/admin/api-tokens/{token}`) and a public invite link by its token
 * (`/invite/{token}/…`, `/api/admin/invite-link/tokens/{token}`).
 */
const secretSegments = [/^(\/api\/admin\/api-tokens\/)[^/]+/, /^(\/api\/admin\/invite-link\/tokens\/)[^/]+/, /^(\/invite\/)[^/]+/];

export function loggedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  return secretSegments.reduce((kept, segment) => kept.replace(segment, '$1[redacted]'), path);
}
