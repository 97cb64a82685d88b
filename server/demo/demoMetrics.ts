import { createEvaluator } from '../evaluation';
import type { ExposureCount } from '../metrics/exposureCounter';
import { buildClientFeatures } from '../store/clientFeatures';
import { seeInstance, writeExposures } from '../store/metricsWrite';
import { dayMs, hourMs } from '../store/metricsTime';
import type { Db } from '../store/openDatabase';
import type { DemoFlag } from './demoFlags';

/*
 * A month of believable traffic for the demo's flags that SDKs evaluate (those it says were seen):
 * hourly for the last two days and more, daily before. Who sees what is the service's own evaluator's
 * answer for a few hundred made-up users, so yes and no, and the variants, hold to each flag's
 * strategies; the volume follows the day (quiet at night, busy in the afternoon, UTC), the
 * environment and the application.
 */

interface DemoApplication {
  appName: string;
  sdkVersion: string;
  sdkType: 'backend' | 'frontend';
  instances: string[];
  /** Evaluations an hour at the busiest, in production; the other environments see a fraction. */
  peakPerHour: number;
  evaluates: (flag: DemoFlag) => boolean;
}

const applications: DemoApplication[] = [
  { appName: 'web-shop', sdkVersion: 'unleash-js-sdk:3.8.2', sdkType: 'frontend', instances: ['browser'], peakPerHour: 9_000, evaluates: (flag) => flag.project === 'default' },
  {
    appName: 'checkout-service', sdkVersion: 'unleash-client-node:6.12.1', sdkType: 'backend', instances: ['checkout-7d9f-1', 'checkout-7d9f-2', 'checkout-7d9f-3'], peakPerHour: 4_000,
    evaluates: (flag) => flag.project === 'payments' || flag.name === 'checkout-v2' || flag.name === 'payments-outage-kill-switch',
  },
  {
    appName: 'ios-app', sdkVersion: 'unleash-ios-sdk:2.3.0', sdkType: 'frontend', instances: ['ios'], peakPerHour: 2_500,
    evaluates: (flag) => ['new-onboarding', 'new-navigation', 'search-ranking-v3', 'premium-analytics'].includes(flag.name),
  },
];

const environmentShare: Record<string, number> = { development: 0.02, staging: 0.08, production: 1 };
const sampledUsers = 400;

/** A number from 0 to 1 that is the same for the same seed: the demo looks the same at every start. */
function noise(seed: string): number {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
  return ((hash >>> 0) % 10_000) / 10_000;
}

/** Quiet at 3 in the morning, busiest mid-afternoon. */
const dayCurve = (hourOfDay: number) => 0.15 + 0.85 * Math.max(0, Math.sin(((hourOfDay - 6) / 24) * 2 * Math.PI)) ** 1.5 + 0.05;

interface Outcome { yesShare: number; variants: Map<string, number> }

/** What the environment's evaluator answers each flag for made-up users: the share enabled, and how variants split. */
function outcomes(db: Db, environment: string): Map<string, Outcome> {
  const evaluator = createEvaluator(buildClientFeatures(db, environment, ['*']));
  try {
    const result = new Map<string, Outcome>(evaluator.flagNames.map((name) => [name, { yesShare: 0, variants: new Map() }]));
    for (let user = 0; user < sampledUsers; user++) {
      const context = { userId: `user-${1000 + user}`, sessionId: `session-${user}`, appName: 'web-shop', properties: { region: user % 3 === 0 ? 'eu-west' : 'us-east' } };
      for (const toggle of evaluator.evaluate(context)) {
        const outcome = result.get(toggle.name);
        if (!outcome) continue;
        outcome.yesShare += 1 / sampledUsers;
        if (toggle.variant.enabled) outcome.variants.set(toggle.variant.name, (outcome.variants.get(toggle.variant.name) ?? 0) + 1 / sampledUsers);
      }
    }
    return result;
  } finally {
    evaluator.dispose();
  }
}

export function seedDemoMetrics(db: Db, flags: readonly DemoFlag[], now: number): void {
  // The flags SDKs were seen with, and most others that are switched on somewhere; flags marked
  // stale or completed, and about a third of the rest, are left for the stale filter to find.
  const seen = flags.filter((flag) => !flag.archived && (flag.lastSeenMinutesAgo !== undefined
    || (flag.enabled !== undefined && flag.enabled.length > 0 && !flag.stale && flag.lifecycle !== 'completed' && noise(flag.name) > 0.35)));
  const currentHour = now - (now % hourMs);
  const counts: ExposureCount[] = [];
  for (const environment of Object.keys(environmentShare)) {
    const answers = outcomes(db, environment);
    for (const app of applications) {
      for (const flag of seen.filter(app.evaluates)) {
        const outcome = answers.get(flag.name);
        if (!outcome) continue;
        const lastSeen = now - (flag.lastSeenMinutesAgo ?? Math.round(1 + 20 * noise(`${flag.name}seen`))) * 60_000;
        const add = (hour: number, volume: number, lastSeenAt: number) => {
          const total = Math.round(volume);
          if (total === 0) return;
          const yes = Math.round(total * outcome.yesShare);
          const variants = new Map([...outcome.variants].map(([name, share]) => [name, Math.round(total * share)]));
          counts.push({ feature: flag.name, environment, appName: app.appName, hour, yes, no: total - yes, variants, lastSeenAt });
        };
        const scale = app.peakPerHour * (environmentShare[environment] ?? 0) * (0.5 + noise(flag.name));
        // From the start of the day before yesterday to now, by the hour (the current one as far as it has gone).
        const today = now - (now % dayMs);
        for (let hour = today - 2 * dayMs; hour <= currentHour; hour += hourMs) {
          const part = hour === currentHour ? (now - currentHour) / hourMs : 1;
          const volume = scale * dayCurve(new Date(hour).getUTCHours()) * (0.85 + 0.3 * noise(`${flag.name}${environment}${app.appName}${hour}`)) * part;
          add(hour, volume, hour === currentHour ? lastSeen : hour + hourMs - 60_000);
        }
        // The 27 days before, one count a day (kept by the day only: their hours are past the hourly retention).
        for (let back = 3; back < 30; back++) {
          const dayStart = today - back * dayMs;
          add(dayStart + 12 * hourMs, scale * 11 * (0.8 + 0.4 * noise(`${flag.name}${environment}${app.appName}${dayStart}`)), dayStart + 20 * hourMs);
        }
      }
    }
  }
  writeExposures(db, counts);
  for (const app of applications) {
    for (const environment of Object.keys(environmentShare)) {
      for (const instanceId of app.instances) {
        seeInstance(db, { appName: app.appName, environment, instanceId, sdkVersion: app.sdkVersion, sdkType: app.sdkType, clientIp: '10.0.4.17' }, new Date(now - 60_000).toISOString());
      }
    }
  }
}
