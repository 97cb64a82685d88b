import { hourMs } from '../store/metricsTime';
import type { ExposureTally } from './exposureTally';

/*
 * Exposures counted in memory, drained to the store in the background (metricsPlugin.ts): the
 * frontend API's hot path never waits for SQLite. An answer is counted by its tally's identity,
 * one map increment a request whatever the number of flags; the tallies are spread into counts per
 * flag only when drained, or when one hour's group holds many distinct answers (callers whose
 * answers are not kept, each with a tally of its own). Spreading adds to sums by the flag's place
 * in its snapshot (plain array increments), and the sums become counts per flag only when drained:
 * spread into keyed counts at once, a new visitor's answer cost a tenth of its request's CPU.
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

/** The answers of one snapshot spread into sums by the flag's place in `evaluated`. */
interface SnapshotSums {
  answers: number;
  yes: number[];
  variants: Array<Map<string, number> | undefined>;
}

interface AnswerGroup {
  environment: string;
  appName: string;
  hour: number;
  lastAt: number;
  answers: Map<ExposureTally, number>;
  /** By the snapshot's `evaluated` array (one per snapshot, shared by its answers). */
  sums: Map<readonly string[], SnapshotSums>;
}

/**
 * Distinct answers one group keeps before spreading them into its sums: few, so that the tallies of
 * answers not kept die young, not in the heap's old space.
 */
const answersPerGroup = 64;

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

  const sumsOf = (group: AnswerGroup, evaluated: readonly string[]): SnapshotSums => {
    let sums = group.sums.get(evaluated);
    if (!sums) {
      sums = { answers: 0, yes: new Array<number>(evaluated.length).fill(0), variants: new Array(evaluated.length) };
      group.sums.set(evaluated, sums);
    }
    return sums;
  };

  /** A group's answers into its sums: its enabled flags are in the order they were evaluated, so one walk finds the others. */
  const spread = (group: AnswerGroup) => {
    for (const [tally, times] of group.answers) {
      const { evaluated, enabled, variants } = tally;
      const sums = sumsOf(group, evaluated);
      sums.answers += times;
      let next = 0;
      for (let index = 0; index < evaluated.length && next < enabled.length; index++) {
        if (enabled[next] !== evaluated[index]) continue;
        sums.yes[index] = (sums.yes[index] ?? 0) + times;
        const variant = variants[next] ?? '';
        if (variant !== '') {
          const byVariant = sums.variants[index] ?? new Map<string, number>();
          byVariant.set(variant, (byVariant.get(variant) ?? 0) + times);
          sums.variants[index] = byVariant;
        }
        next += 1;
      }
    }
    group.answers.clear();
  };

  /** A group's sums into counts per flag, at drain. */
  const settle = (group: AnswerGroup) => {
    spread(group);
    const { environment, appName, lastAt } = group;
    for (const [evaluated, sums] of group.sums) {
      evaluated.forEach((feature, index) => {
        const count = countOf(feature, environment, appName, lastAt);
        const yes = sums.yes[index] ?? 0;
        count.yes += yes;
        count.no += sums.answers - yes;
        for (const [variant, times] of sums.variants[index] ?? []) addVariant(count, variant, times);
      });
    }
    group.sums.clear();
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
      group = { environment, appName, hour, lastAt: at, answers: new Map(), sums: new Map() };
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
      for (const group of past) settle(group);
      for (const byApp of groups.values()) for (const group of byApp.values()) settle(group);
      past = [];
      groups = new Map();
      const drained = [...counts.values()].flatMap((byFeature) => [...byFeature.values()]);
      counts = new Map();
      return drained;
    },
  };
}
