import { createApiClient } from './client';
import { readToken } from './tokenStore';

/** The console's one client: same origin, the signed-in token. */
export const api = createApiClient({ getToken: () => readToken('admin') });

export { apiPath, withQuery, createApiClient, type ApiClient } from './client';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
