import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { startServer } from '../e2e/server';
import { seededFlags } from '../scripts/unleash/seed';
import { expect, test, type FrontendAnswer } from './fixtures';

const embeddedFrontendToken = 'default:development.mirror-check-frontend-token';
const contexts = ['userId=ann', 'userId=bob', 'userId=carol&appName=web', 'userId=dave&sessionId=s1'];

/** What a frontend SDK would act on: which flags are on, and the variant each gets. */
const decisions = (answer: FrontendAnswer) =>
  answer.toggles.map((toggle) => `${toggle.name}=${toggle.variant.name}`).sort();

test('npm run mirror copies Unleash\'s flags into the embedded service, which then answers /api/frontend as Unleash does', async ({ unleash }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'flagdeck-mirror-e2e-'));
  try {
    const mirrored = spawnSync(process.execPath, ['--import', 'tsx', 'server/mirror/cli.ts', '--from', unleash.url], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, UNLEASH_CLIENT_TOKEN: unleash.clientToken },
      encoding: 'utf8',
    });
    expect(mirrored.stderr).toBe('');
    // Every flag Unleash serves SDKs (its seed, and any a journey before this one left behind).
    const served = await fetch(`${unleash.url}/api/client/features`, { headers: { Authorization: unleash.clientToken } });
    const { features } = z.object({ features: z.array(z.object({ name: z.string() })) }).parse(await served.json());
    expect(features.map((feature) => feature.name)).toEqual(expect.arrayContaining(Object.values(seededFlags)));
    expect(mirrored.stdout).toContain(`imported ${features.length} flags into project "default", environment "development"`);

    const embedded = await startServer({ dataDir, env: { DEMO: '0', INIT_FRONTEND_API_TOKENS: embeddedFrontendToken } });
    try {
      for (const query of contexts) {
        const fromUnleash = decisions(await unleash.frontendAnswer(query));
        const fromMirror = decisions(await unleash.frontendAnswer(query, embedded.url, embeddedFrontendToken));
        expect(fromMirror, query).toEqual(fromUnleash);
      }
    } finally {
      await embedded.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
