/**
 * What other parts of the console may use of the change requests feature; the rest of this
 * folder is its own. The Flags page shows these beside its switches:
 * - PendingChangeMarker: a link to the open change request that would switch a switch;
 * - AddToChangeRequestDialog: a protected switch's change (or another change to a flag, such as
 *   its variants), added to the caller's draft;
 * - changeRequestKeys: to read the requests again after changes were proposed elsewhere (bulk changes).
 */
export { AddToChangeRequestDialog, type ProposedChange } from './AddToChangeRequestDialog';
export { PendingChangeMarker } from './PendingChangeMarker';
export { changeRequestKeys } from './queries';
/** - applyChangeRequestEvents: changes made elsewhere (the event log, live), applied to the requests' caches. */
export { applyChangeRequestEvents } from './liveChangeRequestEvents';
