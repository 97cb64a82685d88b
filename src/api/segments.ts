import { z } from 'zod';
import { segmentSchema } from '../../contract/adminRequests';
import { segmentStrategiesSchema, type UpsertSegmentBody } from '../../contract/segments';
import { api, apiPath } from './index';

/** Segments in Unleash's admin API; the list is `listSegments` in features.ts, which strategies read too. */

export function segmentStrategies(id: number, signal?: AbortSignal) {
  return api(apiPath`/api/admin/segments/${id}/strategies`, segmentStrategiesSchema, { signal });
}

export function createSegment(body: UpsertSegmentBody) {
  return api('/api/admin/segments', segmentSchema, { method: 'POST', body });
}

/** Unleash answers 204. */
export async function updateSegment(id: number, body: UpsertSegmentBody) {
  await api(apiPath`/api/admin/segments/${id}`, z.unknown(), { method: 'PUT', body });
}

/** Refused (409) while a strategy uses the segment. */
export async function deleteSegment(id: number) {
  await api(apiPath`/api/admin/segments/${id}`, z.unknown(), { method: 'DELETE' });
}
