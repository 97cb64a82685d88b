import type { FeatureEnvironmentMetrics } from '../../contract/metrics';

/*
 * A flag's raw buckets (one per environment, application and hour or day) as the charts draw
 * them: per environment, over the same moments, the yes and no of every application added up,
 * each variant's count, and each application's share.
 */

export interface EnvironmentSeries {
  environment: string;
  /** The buckets' starts, oldest first (ISO instants). */
  moments: string[];
  yes: number[];
  no: number[];
  /** Each variant's count per moment, variants by name. */
  variants: { name: string; counts: number[] }[];
  /** The applications that evaluated the flag here, busiest first. */
  applications: { appName: string; evaluations: number }[];
  totals: { yes: number; no: number };
}

export function seriesByEnvironment(buckets: readonly FeatureEnvironmentMetrics[], environmentOrder: readonly string[] = []): EnvironmentSeries[] {
  const moments = [...new Set(buckets.map((bucket) => bucket.timestamp))].sort();
  const index = new Map(moments.map((moment, i) => [moment, i]));
  const byEnvironment = new Map<string, EnvironmentSeries & { variantMap: Map<string, number[]>; appMap: Map<string, number> }>();
  for (const bucket of buckets) {
    let series = byEnvironment.get(bucket.environment);
    if (!series) {
      series = {
        environment: bucket.environment, moments, yes: moments.map(() => 0), no: moments.map(() => 0), variants: [], applications: [],
        totals: { yes: 0, no: 0 }, variantMap: new Map(), appMap: new Map(),
      };
      byEnvironment.set(bucket.environment, series);
    }
    const at = index.get(bucket.timestamp) ?? 0;
    series.yes[at] = (series.yes[at] ?? 0) + bucket.yes;
    series.no[at] = (series.no[at] ?? 0) + bucket.no;
    series.totals.yes += bucket.yes;
    series.totals.no += bucket.no;
    if (bucket.appName !== undefined) series.appMap.set(bucket.appName, (series.appMap.get(bucket.appName) ?? 0) + bucket.yes + bucket.no);
    for (const [name, times] of Object.entries(bucket.variants ?? {})) {
      const counts = series.variantMap.get(name) ?? moments.map(() => 0);
      counts[at] = (counts[at] ?? 0) + times;
      series.variantMap.set(name, counts);
    }
  }
  const rank = (environment: string) => {
    const position = environmentOrder.indexOf(environment);
    return position === -1 ? environmentOrder.length : position;
  };
  return [...byEnvironment.values()]
    .sort((a, b) => rank(a.environment) - rank(b.environment) || a.environment.localeCompare(b.environment))
    .map(({ variantMap, appMap, ...series }) => ({
      ...series,
      variants: [...variantMap.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, counts]) => ({ name, counts })),
      applications: [...appMap.entries()].filter(([, evaluations]) => evaluations > 0)
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([appName, evaluations]) => ({ appName, evaluations })),
    }));
}

/**
 * Whether an answer's buckets are days: consecutive moments a day apart. A service that keeps
 * hours only answers a longer `hoursBack` with hours (Unleash open source: the last 24); the
 * console asks such a service for no days (keepsDays.ts), and this catches one that answers so all
 * the same.
 */
export function holdsDays(buckets: readonly FeatureEnvironmentMetrics[]): boolean {
  const moments = [...new Set(buckets.map((bucket) => Date.parse(bucket.timestamp)))].sort((a, b) => a - b);
  const [first, second] = moments;
  if (first === undefined) return true;
  if (second === undefined) return new Date(first).getUTCHours() === 0;
  return second - first >= 24 * 60 * 60 * 1000;
}
