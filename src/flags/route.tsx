// Route module, loaded on demand by the router: the flags of one project.
import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { Answer } from '../api';
import { signInMethod } from '../api/tokenStore';
import { queryClient } from '../lib/consoleQueryClient';
import { projectEnvironmentsOptions } from '../projects';
import { changeRequestEnvironmentsOptions, dependenciesExistOptions, flagListOptions } from './queries';
import './flags.css';

export { FlagsPage as Component } from './FlagsPage';

/**
 * Starts the page's reads as soon as this module has arrived (the router's loader calls it), while
 * the rest of the page's modules are still on their way and before React renders it: the list of
 * a large project is the longest wait of the page, and on the console's first load it was asked
 * for already (`sentList`, api/flagListRead.ts). The page reads the same queries, so nothing is
 * fetched twice; a failure is the page's to show (it reads again on mount).
 */
export function startFlagsPageReads(projectId: string, sentList?: Promise<Answer>): void {
  if (signInMethod()) {
    void queryClient.prefetchQuery(flagListOptions(projectId, sentList));
    void queryClient.prefetchQuery(projectEnvironmentsOptions(projectId));
    void queryClient.prefetchQuery(dependenciesExistOptions(projectId));
    void queryClient.prefetchQuery(changeRequestEnvironmentsOptions(projectId));
  }
}

/** Only another project needs the reads started again: a filter or an opened flag does not. */
export const shouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
  currentParams.projectId !== nextParams.projectId;
