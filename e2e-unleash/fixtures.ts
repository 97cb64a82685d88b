import type { Page } from '@playwright/test';
import { z } from 'zod';
import { featureSchema, featureSearchSchema, frontendTogglesSchema, type FrontendToggles } from '../contract';
import { expect, test as base } from '../e2e/fixtures';

/** Unleash's `GET …/features/{name}/lifecycle`: every stage the flag entered, oldest first. */
export const lifecycleStagesSchema = z.array(z.object({ stage: z.string() }));

/** Where the running stack is: set by `npm run test:unleash` (scripts/unleash/test.ts). */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these journeys with npm run test:unleash`);
  return value;
}

/** An `/api/frontend` answer, parsed with the console's own contract. */
export type FrontendAnswer = FrontendToggles;

export interface UnleashApi {
  url: string;
  adminToken: string;
  frontendToken: string;
  clientToken: string;
  /** A personal access token of a user with the Viewer role. */
  viewerToken: string;
  /** Whether `flag` is on in `environment`, as Unleash's own admin API says. */
  enabledIn: (flag: string, environment: string) => Promise<boolean>;
  setEnabled: (flag: string, environment: string, enabled: boolean) => Promise<void>;
  /** Creates a release flag in `default` with a 100 % rollout (grouped by the flag's name) in `environment`. */
  createWithRollout: (flag: string, environment: string) => Promise<void>;
  /** Marks a flag completed (kept) in Unleash's lifecycle, or takes that back to its stage before. */
  setCompleted: (flag: string, completed: boolean) => Promise<void>;
  /** The names `/api/frontend` gives for a context (development, through the frontend token). */
  frontendFlags: (query: string) => Promise<string[]>;
  /** The full `/api/frontend` answer of `url`'s service for a context. */
  frontendAnswer: (query: string, url?: string, token?: string) => Promise<FrontendAnswer>;
  /** Archives flags of the default project (those not archived yet) and deletes them for good: a journey's clean-up. */
  removeFlags: (flags: readonly string[]) => Promise<void>;
}

/** A gradual rollout of `flag` to `percent` of users, grouped by the flag's name, as Unleash's API takes it. */
export function rolloutStrategy(flag: string, percent: number) {
  return { name: 'flexibleRollout', parameters: { rollout: String(percent), stickiness: 'default', groupId: flag }, constraints: [] };
}

function unleashApi(url: string, adminToken: string, frontendToken: string, clientToken: string, viewerToken: string): UnleashApi {
  const features = `${url}/api/admin/projects/default/features`;
  return {
    url,
    adminToken,
    frontendToken,
    clientToken,
    viewerToken,
    enabledIn: async (flag, environment) => {
      const answer = await fetch(`${features}/${flag}`, { headers: { Authorization: adminToken } });
      expect(answer.status, `GET ${flag} from Unleash`).toBe(200);
      const feature = featureSchema.parse(await answer.json());
      const entry = feature.environments?.find((candidate) => candidate.name === environment);
      if (!entry) throw new Error(`${flag} has no environment ${environment} in Unleash`);
      return entry.enabled;
    },
    setEnabled: async (flag, environment, enabled) => {
      const answer = await fetch(`${features}/${flag}/environments/${environment}/${enabled ? 'on' : 'off'}`, {
        method: 'POST',
        headers: { Authorization: adminToken },
      });
      expect(answer.status).toBe(200);
    },
    createWithRollout: async (flag, environment) => {
      const headers = { Authorization: adminToken, 'Content-Type': 'application/json' };
      const created = await fetch(features, { method: 'POST', headers, body: JSON.stringify({ name: flag, type: 'release' }) });
      expect(created.status, await created.clone().text()).toBe(201);
      const added = await fetch(`${features}/${flag}/environments/${environment}/strategies`, { method: 'POST', headers, body: JSON.stringify(rolloutStrategy(flag, 100)) });
      expect(added.status, await added.clone().text()).toBe(200);
    },
    setCompleted: async (flag, completed) => {
      const answer = await fetch(`${features}/${flag}/lifecycle/${completed ? 'complete' : 'uncomplete'}`, {
        method: 'POST',
        headers: { Authorization: adminToken, 'Content-Type': 'application/json' },
        body: completed ? JSON.stringify({ status: 'kept' }) : undefined,
      });
      expect(answer.status, `${completed ? 'complete' : 'uncomplete'} ${flag} in Unleash`).toBe(200);
    },
    frontendFlags: async (query) => {
      const answer = await fetch(`${url}/api/frontend?${query}`, { headers: { Authorization: frontendToken } });
      expect(answer.status).toBe(200);
      const { toggles } = frontendTogglesSchema.parse(await answer.json());
      return toggles.map((toggle) => toggle.name);
    },
    removeFlags: async (flags) => {
      const headers = { Authorization: adminToken, 'Content-Type': 'application/json' };
      for (const flag of flags) await fetch(`${features}/${flag}`, { method: 'DELETE', headers });
      // Unleash records the archived stage after it answers; deleting a flag for good before that
      // makes its lifecycle write fail and its process stop. Another stage may be recorded after
      // it (its handlers run side by side), so the stage is looked for among all the flag's
      // stages; a flag never made is not waited for.
      const search = await fetch(`${url}/api/admin/search/features?project=IS:default&archived=IS:true&limit=1000`, { headers });
      const archived = featureSearchSchema.parse(await search.json()).features.map((feature) => feature.name).filter((name) => flags.includes(name));
      await expect.poll(async () => {
        const waiting: string[] = [];
        for (const flag of archived) {
          const stages = lifecycleStagesSchema.parse(await (await fetch(`${features}/${flag}/lifecycle`, { headers })).json());
          if (!stages.some((entry) => entry.stage === 'archived')) waiting.push(flag);
        }
        return waiting;
      }, { timeout: 15_000 }).toEqual([]);
      await fetch(`${url}/api/admin/projects/default/delete`, { method: 'POST', headers, body: JSON.stringify({ features: flags }) });
    },
    frontendAnswer: async (query, serviceUrl = url, token = frontendToken) => {
      const answer = await fetch(`${serviceUrl}/api/frontend?${query}`, { headers: { Authorization: token } });
      expect(answer.status, `GET ${serviceUrl}/api/frontend?${query}`).toBe(200);
      return frontendTogglesSchema.parse(await answer.json());
    },
  };
}

export const test = base.extend<{ flagdeck: string; unleash: UnleashApi }>({
  flagdeck: async ({}, use) => use(required('FLAGDECK_URL')),
  unleash: async ({}, use) => use(unleashApi(required('UNLEASH_URL'), required('UNLEASH_ADMIN_TOKEN'), required('UNLEASH_FRONTEND_TOKEN'), required('UNLEASH_CLIENT_TOKEN'), required('UNLEASH_VIEWER_TOKEN'))),
});

/** Signs in to Flagdeck with Unleash's admin token (or another), as a user would paste it. */
export async function signIn(page: Page, flagdeck: string, unleash: UnleashApi, path = '/', token = unleash.adminToken) {
  await page.goto(flagdeck + path);
  await page.getByRole('button', { name: 'Use an API token instead' }).click();
  await page.getByLabel('API token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Wait until the console has taken the token, so a spec that navigates next does not reload
  // the sign-in page mid-check (e2e/fixtures.ts says the same).
  await expect(page.getByLabel('API token')).toBeHidden();
}

export { expect };
