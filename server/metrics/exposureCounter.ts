import { hourMs } from '../store/metricsTime';
import type { ExposureTally } from './exposureTally';

/*
 * Exposures counted in memory, drained to the store in the background (metricsPlugin.ts): the
 * frontend API's hot path never waits for SQLite. An answer is counted by its tally's identity,
 * one map increment a request whatever the number of flags; the tallies are spread into counts per
 * flag only when drained, or when one hour's group holds many distinct answers (callers whose
 * answers are not kept, each with a tally of its own).
 */

/** One flag's evaluations in one environment by one application in one hour. */
export interface ExposureCount {
  feature: string;
  environment: string;
  appName: string;
  /** The hour's start, in ms since the epoch. */
  hour: number;
  yes: number;
  no: number;
  variants: Map<string, number>;
  /** The latest evaluation counted here, in ms since the epoch. */
  lastSeenAt: number;
}

/** The counts of one SDK bucket: Unleash's `bucket.toggles`. */
export type ToggleCounts = Record<string, { yes?: number | undefined; no?: number | undefined; variants?: Record<string, number> | null | undefined }>;

export interface ExposureCounter {
  /** One `/api/frontend` answer given to `appName` in `environment` (the token's). */
  countAnswer(environment: string, appName: string, tally: ExposureTally): void;
  /** What an SDK counted itself, at `at` (its bucket's stop, as Unleash files it). */
  addCounts(environment: string, appName: string, at: number, toggles: ToggleCounts): void;
  /** Everything counted since the last drain, one count per flag, environment, application and hour. */
  drain(): ExposureCount[];
}

interface AnswerGroup {
  environment: string;
  appName: string;
  hour: number;
  lastAt: number;
  answers: Map<ExposureTally, number>;
}

/** Distinct answers one group keeps before spreading them into counts. */
const answersPerGroup = 1_000;

const hourOf = (at: number) => at - (at % hourMs);

export function createExposureCounter({ now = Date.now }: { now?: () => number } = {}): ExposureCounter {
  // The current hour's groups by environment, then application; groups of hours gone by wait in
  // `past` for the next drain.
  let hour = hourOf(now());
  let groups = new Map<string, Map<string, AnswerGroup>>();
  let past: AnswerGroup[] = [];
  // Spread counts: by environment, application and hour, then by flag.
  let counts = new Map<string, Map<string, ExposureCount>>();

  const countOf = (feature: string, environment: string, appName: string, at: number): ExposureCount => {
    const bucket = hourOf(at);
    const key = `${environment}\u0000${appName}\u0000${bucket}`;
    let byFeature = counts.get(key);
    if (!byFeature) {
      byFeature = new Map();
      counts.set(key, byFeature);
    }
    let count = byFeature.get(feature);
    if (!count) {
      count = { feature, environment, appName, hour: bucket, yes: 0, no: 0, variants: new Map(), lastSeenAt: at };
      byFeature.set(feature, count);
    }
    if (at > count.lastSeenAt) count.lastSeenAt = at;
    return count;
  };

  const addVariant = (count: ExposureCount, variant: string, times: number) => {
    count.variants.set(variant, (count.variants.get(variant) ?? 0) + times);
  };

  /** An answer's flags into counts: its enabled flags are in the order they were evaluated, so one walk finds the others. */
  const spread = (group: AnswerGroup) => {
    const { environment, appName, lastAt } = group;
    for (const [tally, times] of group.answers) {
      let next = 0;
      for (const feature of tally.evaluated) {
        const count = countOf(feature, environment, appName, lastAt);
        if (tally.enabled[next] === feature) {
          count.yes += times;
          const variant = tally.variants[next] ?? '';
          if (variant !== '') addVariant(count, variant, times);
          next += 1;
        } else {
          count.no += times;
        }
      }
    }
    group.answers.clear();
  };

  const groupFor = (environment: string, appName: string, at: number): AnswerGroup => {
    if (at - hour >= hourMs) {
      for (const byApp of groups.values()) past.push(...byApp.values());
      groups = new Map();
      hour = hourOf(at);
    }
    let byApp = groups.get(environment);
    if (!byApp) {
      byApp = new Map();
      groups.set(environment, byApp);
    }
    let group = byApp.get(appName);
    if (!group) {
      group = { environment, appName, hour, lastAt: at, answers: new Map() };
      byApp.set(appName, group);
    }
    return group;
  };

  return {
    countAnswer(environment, appName, tally) {
      const at = now();
      const group = groupFor(environment, appName, at);
      group.lastAt = at;
      group.answers.set(tally, (group.answers.get(tally) ?? 0) + 1);
      if (group.answers.size > answersPerGroup) spread(group);
    },
    addCounts(environment, appName, at, toggles) {
      for (const [feature, toggle] of Object.entries(toggles)) {
        const yes = toggle.yes ?? 0;
        const no = toggle.no ?? 0;
        const variants = Object.entries(toggle.variants ?? {}).filter(([, times]) => times > 0);
        if (yes === 0 && no === 0 && variants.length === 0) continue;
        const count = countOf(feature, environment, appName, at);
        count.yes += yes;
        count.no += no;
        for (const [variant, times] of variants) addVariant(count, variant, times);
      }
    },
    drain() {
      for (const group of past) spread(group);
      for (const byApp of groups.values()) for (const group of byApp.values()) spread(group);
      past = [];
      groups = new Map();
      const drained = [...counts.values()].flatMap((byFeature) => [...byFeature.values()]);
      counts = new Map();
      return drained;
    },
  };
}
