import { createApiClient } from './client';
import { isTokenRefused, nextToken, readToken } from './tokenStore';

/**
 * The console's one client: same origin, the signed-in token. While there is none (the service
 * refused it and the console is asking for a new one) a call waits for the sign-in rather than
 * failing, so a page keeps what it shows and what was typed into it.
 */
export const api = createApiClient({ getToken: (signal) => readToken('admin') ?? (isTokenRefused() ? nextToken(signal) : null) });

export { apiPath, withQuery, createApiClient, type ApiClient } from './client';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
