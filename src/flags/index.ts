/**
 * What other parts of the console may use of the Flags feature; the rest of this folder is its own.
 * - flagListOptions: a project's flags, as the Flags page reads them and its toggles edit them, so
 *   another page that lists them (the playground) shares one cache entry and sees every toggle.
 */
/**
 * - changeRequestEnvironmentsOptions: which environments of a project require change requests, so
 *   a change proposed elsewhere (a revert in History) goes where the Flags page's would.
 */
export { changeRequestEnvironmentsOptions, flagListOptions } from './queries';
export type { FlagList } from './flagList';
/**
 * - applyFlagEvents: changes made elsewhere (the event log, live), applied to the flags' caches.
 */
export { applyFlagEvents } from './liveFlagEvents';
