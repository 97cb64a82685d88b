import { api, apiPath, withQuery } from './index';
import { applicationDetailsSchema, applicationsSchema, featureMetricsSchema, featureUsageSchema } from '../../contract/metrics';

/** A flag's buckets per environment and application (Unleash's raw metrics): hourly up to 48 hours back, daily beyond where the service keeps days. */
export function featureMetrics(featureName: string, hoursBack: number, signal?: AbortSignal) {
  return api(withQuery(apiPath`/api/admin/client-metrics/features/${featureName}/raw`, [['hoursBack', String(hoursBack)]]), featureMetricsSchema, { signal });
}

/** The current hour per environment, and the applications that evaluate the flag. */
export function featureUsage(featureName: string, signal?: AbortSignal) {
  return api(apiPath`/api/admin/client-metrics/features/${featureName}`, featureUsageSchema, { signal });
}

export function listApplications(signal?: AbortSignal) {
  return api('/api/admin/metrics/applications', applicationsSchema, { signal });
}

export function applicationDetails(appName: string, signal?: AbortSignal) {
  return api(apiPath`/api/admin/metrics/applications/${appName}`, applicationDetailsSchema, { signal });
}
