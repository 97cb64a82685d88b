import { changeActions, type ChangeRequest } from '../../contract';
import type { AddChangeBody } from '../../contract/changeRequestRequests';

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
