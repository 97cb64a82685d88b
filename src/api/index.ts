import { createApiClient } from './client';
import { asksToSignInAgain } from './signInAgain';
import { isTokenRefused, nextToken, readToken, refuseToken } from './tokenStore';

/**
 * The console's one client: same origin, the signed-in token. While there is none (the service
 * refused it and the console is asking for a new one) a call waits for the sign-in rather than
 * failing, so a page keeps what it shows and what was typed into it. A read refused on its way
 * (several pages' reads meet the end of a session at once) waits the same way: were it to fail, its
 * page would show the error in place of its content, and an open form in it would be lost.
 */
export const api = createApiClient({
  getToken: (signal) => readToken('admin') ?? (isTokenRefused() ? nextToken(signal) : null),
  readsAgainAfterRefusal: () => {
    if (!asksToSignInAgain()) return false;
    refuseToken();
    return true;
  },
});

export { apiPath, withQuery, createApiClient, type ApiClient } from './client';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
export type { Answer } from './request';
