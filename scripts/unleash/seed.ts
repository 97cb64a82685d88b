import { z } from 'zod';
import { personalAccessToken } from './personalAccessToken';
import { unleashTokens } from './settings';

/**
 * The flags the journeys work on, written through Unleash's own admin API (project `default`,
 * environments `development` and `production`, as a fresh Unleash OSS has them). Each journey
 * that changes something has a flag of its own, so the journeys do not depend on their order.
 */
export const seededFlags = {
  /** Has tags, strategy variants, a segment, a constraint and a child: the details journey. */
  checkout: 'checkout-v2',
  /** Depends on checkout-v2. */
  banner: 'checkout-banner',
  /** On in production: the production guard journey. */
  killSwitch: 'payments-kill-switch',
  /** On in development for userId ann only: the playground journey. */
  darkMode: 'dark-mode',
  /** Off everywhere: the switch journey turns it on and off again. */
  onboarding: 'new-onboarding',
  /**
   * On in development for everyone, one variant: the exposures journey's SDKs evaluate it. Made
   * here rather than by the journey, since Unleash takes metrics only for the flags it knew when
   * it last listed them (it keeps that list for 10 s) and files the others as unknown flags.
   */
  exposed: 'search-ranking',
} as const;

type Call = (method: string, path: string, body?: unknown) => Promise<unknown>;

function adminApi(baseUrl: string): Call {
  return async (method, path, body) => {
    const answer = await fetch(baseUrl + path, {
      method,
      headers: { Authorization: unleashTokens.admin, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`seeding: ${method} ${path} answered ${answer.status}: ${text}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
}

const project = '/api/admin/projects/default/features';

export interface Seeded {
  /** A personal access token of a user with Unleash's Viewer role: may read, may not switch. */
  viewerToken: string;
}

/**
 * A Viewer and their personal access token. A PAT is made by its owner, so the Viewer signs in
 * (Unleash's password login) and creates it with the session.
 */
async function viewerToken(baseUrl: string, call: Call): Promise<string> {
  const email = 'victor.viewer@example.com';
  const password = `Viewer-${crypto.randomUUID()}`;
  await call('POST', '/api/admin/user-admin', { email, name: 'Victor Viewer', rootRole: 3, password, sendEmail: false });
  return personalAccessToken(baseUrl, {
    username: email, password, description: 'compatibility suite viewer', expiresAt: new Date(Date.now() + 24 * 3600_000),
  });
}

export async function seedUnleash(baseUrl: string): Promise<Seeded> {
  const call = adminApi(baseUrl);
  const { id: betaTesters } = z.object({ id: z.number() }).parse(await call('POST', '/api/admin/segments', {
    name: 'beta-testers',
    constraints: [{ contextName: 'userId', operator: 'IN', values: ['ann', 'carol'] }],
  }));

  const create = (name: string, type: string, description: string) => call('POST', project, { name, type, description });
  const strategy = (name: string, environment: string, body: unknown) => call('POST', `${project}/${name}/environments/${environment}/strategies`, body);
  const switchOn = (name: string, environment: string) => call('POST', `${project}/${name}/environments/${environment}/on`);

  await create(seededFlags.checkout, 'release', 'The new checkout flow');
  await call('POST', `/api/admin/features/${seededFlags.checkout}/tags`, { type: 'simple', value: 'team-checkout' });
  await strategy(seededFlags.checkout, 'development', {
    name: 'flexibleRollout',
    parameters: { rollout: '100', stickiness: 'default', groupId: seededFlags.checkout },
    variants: [
      { name: 'blue', weight: 500, weightType: 'variable', stickiness: 'default', payload: { type: 'json', value: '{"color":"blue"}' } },
      { name: 'green', weight: 500, weightType: 'variable', stickiness: 'default' },
    ],
  });
  await strategy(seededFlags.checkout, 'production', {
    name: 'flexibleRollout',
    parameters: { rollout: '25', stickiness: 'userId', groupId: seededFlags.checkout },
    constraints: [{ contextName: 'appName', operator: 'IN', values: ['web', 'ios'] }],
    segments: [betaTesters],
  });
  await switchOn(seededFlags.checkout, 'development');
  await switchOn(seededFlags.checkout, 'production');

  await create(seededFlags.banner, 'experiment', 'A banner for the new checkout');
  await call('POST', `${project}/${seededFlags.banner}/dependencies`, { feature: seededFlags.checkout, enabled: true });
  await switchOn(seededFlags.banner, 'development');

  await create(seededFlags.killSwitch, 'kill-switch', 'Stops card payments when the provider fails');
  await switchOn(seededFlags.killSwitch, 'development');
  await switchOn(seededFlags.killSwitch, 'production');

  await create(seededFlags.darkMode, 'operational', 'Dark theme, for a few people first');
  await strategy(seededFlags.darkMode, 'development', {
    name: 'flexibleRollout',
    parameters: { rollout: '100', stickiness: 'default', groupId: seededFlags.darkMode },
    constraints: [{ contextName: 'userId', operator: 'IN', values: ['ann'] }],
  });
  await switchOn(seededFlags.darkMode, 'development');

  await create(seededFlags.onboarding, 'release', 'Guided onboarding for new accounts');

  await create(seededFlags.exposed, 'experiment', 'Ranks search results by relevance');
  await strategy(seededFlags.exposed, 'development', {
    name: 'flexibleRollout',
    parameters: { rollout: '100', stickiness: 'default', groupId: seededFlags.exposed },
    variants: [{ name: 'relevance', weight: 1000, weightType: 'variable', stickiness: 'default' }],
  });
  await switchOn(seededFlags.exposed, 'development');

  return { viewerToken: await viewerToken(baseUrl, call) };
}
