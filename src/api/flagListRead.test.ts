import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendFlagListRead } from './flagListRead';
import { savePasswordSession, saveToken, signOutOfBrowser } from './tokenStore';

afterEach(() => {
  signOutOfBrowser();
  vi.unstubAllGlobals();
});

function recordingFetch() {
  const seen: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(input), init });
    return new Response('{"version":1,"features":[]}', { headers: { 'Content-Type': 'application/json' } });
  });
  return seen;
}

describe('the flag list sent for before the console\'s client has arrived', () => {
  it('is asked for as the client asks: the project\'s name encoded, in the list\'s shape, JSON, the token alone', async () => {
    const seen = recordingFetch();
    saveToken('admin-secret');
    const answer = await sendFlagListRead('team a/b');
    expect(seen[0]?.url).toBe('/api/admin/projects/team%20a%2Fb/features?shape=list');
    expect(new Headers(seen[0]?.init?.headers).get('Authorization')).toBe('admin-secret');
    expect(new Headers(seen[0]?.init?.headers).get('Accept')).toBe('application/json');
    expect(seen[0]?.init?.credentials).toBe('omit');
    expect(await answer.text).toBe('{"version":1,"features":[]}');
  });

  it('goes with the session cookie of a person signed in with a password', async () => {
    const seen = recordingFetch();
    savePasswordSession();
    await sendFlagListRead('default');
    expect(new Headers(seen[0]?.init?.headers).has('Authorization')).toBe(false);
    expect(seen[0]?.init?.credentials).toBe('same-origin');
  });

  it('that fails is no unhandled rejection before the page reads it (Vitest fails a run that has one), and the page reads the failure', async () => {
    vi.stubGlobal('fetch', async () => { throw new TypeError('Failed to fetch'); });
    saveToken('admin-secret');
    const sent = sendFlagListRead('default');
    await new Promise((settled) => setTimeout(settled, 10));
    await expect(sent).rejects.toThrow('Failed to fetch');
  });
});
