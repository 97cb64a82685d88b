import { queryOptions } from '@tanstack/react-query';
import type { ImpactRequest } from '../../contract/impact';
import { listSavedAudiences } from '../api/audiences';
import { previewImpact } from '../api/impact';

export const audienceKeys = {
  all: ['audiences'] as const,
  list: () => [...audienceKeys.all, 'list'] as const,
  impact: (projectId: string, environment: string, request: ImpactRequest) => [...audienceKeys.all, 'impact', projectId, environment, request] as const,
};

/** Every saved audience: the Audiences page lists them. */
export const savedAudiencesOptions = () =>
  queryOptions({
    queryKey: audienceKeys.list(),
    queryFn: ({ signal }) => listSavedAudiences(signal),
    staleTime: 30_000,
  });

/**
 * Who a proposed change affects. Kept briefly: a dialog opened twice for the same change asks
 * once, and a preview is never older than the configuration by more than a few seconds.
 */
export const impactOptions = (projectId: string, environment: string, request: ImpactRequest) =>
  queryOptions({
    queryKey: audienceKeys.impact(projectId, environment, request),
    queryFn: ({ signal }) => previewImpact(projectId, environment, request, signal),
    staleTime: 5_000,
    retry: false,
  });
