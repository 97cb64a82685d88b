import { z } from 'zod';
import { api, apiPath } from './index';
import { strategySchema } from '../../contract';
import type { StrategyBody, StrategySortOrderBody } from '../../contract/adminRequests';
import type { FeatureEnvironmentRef } from './features';

/** A flag's strategies in one environment, through Unleash's admin endpoints. */

const strategiesPath = ({ projectId, featureName, environment }: FeatureEnvironmentRef) =>
  apiPath`/api/admin/projects/${projectId}/features/${featureName}/environments/${environment}/strategies`;

export function addStrategy(target: FeatureEnvironmentRef, body: StrategyBody) {
  return api(strategiesPath(target), strategySchema, { method: 'POST', body });
}

export function updateStrategy(target: FeatureEnvironmentRef, strategyId: string, body: StrategyBody) {
  return api(`${strategiesPath(target)}${apiPath`/${strategyId}`}`, strategySchema, { method: 'PUT', body });
}

/** Unleash answers with nothing, the embedded service with the strategy as it was. */
export function deleteStrategy(target: FeatureEnvironmentRef, strategyId: string) {
  return api(`${strategiesPath(target)}${apiPath`/${strategyId}`}`, z.unknown(), { method: 'DELETE' });
}

export function setStrategySortOrder(target: FeatureEnvironmentRef, order: StrategySortOrderBody) {
  return api(`${strategiesPath(target)}/set-sort-order`, z.unknown(), { method: 'POST', body: order });
}
