import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signInOptionsSchema } from '../../contract/singleSignOn';
import { buildUpstreamApp } from './buildUpstreamApp';
import { oidcUnavailableUpstream } from './signInOptions';

const cleanUp: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanUp.splice(0)) await step();
});

async function signInOptions(oidcConfigured: boolean) {
  const distDir = mkdtempSync(join(tmpdir(), 'flagdeck-upstream-options-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Flagdeck</title>');
  // The upstream is never asked: the answer is the console's own.
  const app = await buildUpstreamApp({ upstream: new URL('http://127.0.0.1:9'), distDir, oidcConfigured });
  cleanUp.push(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });
  const answer = await app.inject({ method: 'GET', url: '/auth/sign-in-options' });
  expect(answer.statusCode).toBe(200);
  return signInOptionsSchema.parse(JSON.parse(answer.body));
}

describe('upstream mode\'s sign-in options', () => {
  it('offer no single sign-on, and say nothing of it when none is set up', async () => {
    expect(await signInOptions(false)).toEqual({ oidc: null });
  });

  it('say why single sign-on is not offered when OIDC_ISSUER is set all the same', async () => {
    expect(await signInOptions(true)).toEqual({ oidc: null, oidcUnavailable: oidcUnavailableUpstream });
  });
});
