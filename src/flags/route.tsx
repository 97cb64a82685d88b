// Route module, loaded on demand by the router: the flags of one project.
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { readToken } from '../api/tokenStore';
import { queryClient } from '../lib/consoleQueryClient';
import { projectEnvironmentsOptions } from '../projects';
import { changeRequestEnvironmentsOptions, dependenciesExistOptions, flagListOptions } from './queries';
import './flags.css';

export { FlagsPage as Component } from './FlagsPage';

/**
 * Starts the page's reads as soon as this module has arrived, while the rest of the page's
 * modules are still on their way and before React renders it: the list of a large project is the
 * longest wait of the page. The page reads the same queries, so nothing is fetched twice; a
 * failure is the page's to show (it reads again on mount).
 */
export function loader({ params }: LoaderFunctionArgs): null {
  const projectId = params.projectId ?? '';
  if (readToken()) {
    void queryClient.prefetchQuery(flagListOptions(projectId));
    void queryClient.prefetchQuery(projectEnvironmentsOptions(projectId));
    void queryClient.prefetchQuery(dependenciesExistOptions(projectId));
    void queryClient.prefetchQuery(changeRequestEnvironmentsOptions(projectId));
  }
  return null;
}

/** Only another project needs the reads started again: a filter or an opened flag does not. */
export const shouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
  currentParams.projectId !== nextParams.projectId;
