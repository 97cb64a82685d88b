import { changeActions, type ChangeRequest } from '../../contract';
import type { AddChangeBody } from '../../contract/changeRequestRequests';
import { changeCount } from './requestActions';

const known: ReadonlySet<string> = new Set(changeActions);
const isKnown = (action: string): action is AddChangeBody['action'] => known.has(action);

/**
 * A request's flag changes as the impact preview takes them, in the order they apply. Actions the
 * console does not know (an Enterprise Unleash has more) and segment changes are left out.
 */
export function proposedChanges(request: ChangeRequest): AddChangeBody[] {
  return request.features.flatMap((feature) =>
    (feature.changes ?? []).flatMap((change) => (isKnown(change.action) ? [{ feature: feature.name, action: change.action, payload: change.payload }] : [])),
  );
}

/** How many of a request's changes the impact preview leaves out: a segment's, or an action it does not know. */
export const unpreviewedCount = (request: ChangeRequest): number => changeCount(request) - proposedChanges(request).length;

/** The preview's note on what it left out, if anything. */
export function unpreviewedNote(request: ChangeRequest): string | undefined {
  const count = unpreviewedCount(request);
  if (count === 0) return undefined;
  return `${count === 1 ? '1 change of this request is' : `${count} changes of this request are`} not in the preview: a segment's change, or an action this console does not know.`;
}
