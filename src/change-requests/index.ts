/**
 * What other parts of the console may use of the change requests feature; the rest of this folder is its own.
 * - AddToChangeRequestDialog, PendingChangeMarker: the Flags page proposes a switch as a change
 *   request, and marks the switches a request would change.
 * - viewerOptions, may, Viewer: who is signed in and what they may do where, which every page's
 *   write controls follow (useUnavailable in src/ui).
 */
export { AddToChangeRequestDialog } from './AddToChangeRequestDialog';
export { PendingChangeMarker } from './PendingChangeMarker';
export { viewerOptions } from './queries';
export { isAdmin, may, type Viewer } from './viewer';
