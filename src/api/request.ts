/** How long the console waits for an answer before it says the service did not answer. */
export const requestTimeoutMs = 15_000;

/**
 * How the console sends a call, whether its client sends it or it is sent before the client has
 * arrived (flagListRead.ts): JSON asked for (and sent, with a body); the token alone when there
 * is one, else the session cookie of a person signed in with a password (same origin only).
 */
export function requestInit(authorization: string | null, { method = 'GET', body, signal }: { method?: string; body?: string | undefined; signal: AbortSignal }): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (authorization) headers.Authorization = authorization;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return { method, headers, body, signal, credentials: authorization ? 'omit' : 'same-origin' };
}

/** An answer whose body is read as it arrives, not only once its reader gets to it. */
export interface Answer {
  response: Response;
  text: Promise<string>;
}

export function answerOf(response: Response): Answer {
  const text = response.text();
  // Its reader sees a failure; until it gets there, the failure is not an unhandled rejection.
  text.catch(() => undefined);
  return { response, text };
}
