import type { UiConfig } from '../../contract/uiConfig';

/**
 * Whether an Unleash keeps a flag's exposures by the day, which the 30-day charts need. Unleash
 * 8.2 keeps hourly buckets for 48 hours; only its Enterprise edition rolls them up into days, with
 * the `extendedUsageMetrics` flag on, which is also when Unleash's own console offers periods
 * beyond 48 hours. Open source answers a longer `hoursBack` with the last 24 hours, or with nothing
 * when none of them holds an evaluation, which would read as "no evaluations". (The embedded
 * service keeps days, server/README.md, Exposure metrics: queries.ts tells it by Flagdeck's own
 * route before asking this.)
 */
export function keepsDays(config: UiConfig): boolean {
  const flag = config.flags?.extendedUsageMetrics;
  // A flag is a boolean, or a variant whose `enabled` says whether it is on.
  const on = flag === true || (typeof flag === 'object' && flag !== null && 'enabled' in flag && flag.enabled === true);
  return on && Boolean(config.versionInfo?.current?.enterprise);
}
