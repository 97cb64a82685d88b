import type { ChangeRequest, Strategy } from '../../../../contract';
import type { StrategyBody, StrategySortOrderBody } from '../../../../contract/adminRequests';
import type { AddChangeBody } from '../../../../contract/changeRequestRequests';
import { addChange } from '../../../api/changeRequests';
import { addStrategy, deleteStrategy, setStrategySortOrder, updateStrategy } from '../../../api/strategies';

/**
 * Where a strategy edit goes: straight to the service, or, where the environment requires change
 * requests, into the user's draft there as the change Unleash's change requests take.
 */

export interface StrategyPlace {
  projectId: string;
  featureName: string;
  environment: string;
  requiresChangeRequest: boolean;
}

export type StrategyEdit =
  | { kind: 'add'; body: StrategyBody }
  | { kind: 'update'; strategyId: string; body: StrategyBody }
  | { kind: 'delete'; strategyId: string };

/** Written (with the strategy as the service stored it, for an addition or an update), or proposed. */
export type WriteOutcome = { proposed: false; stored?: Strategy } | { proposed: true; request: ChangeRequest | undefined };

export function changeOf(featureName: string, edit: StrategyEdit): AddChangeBody {
  switch (edit.kind) {
    case 'add': return { feature: featureName, action: 'addStrategy', payload: edit.body };
    case 'update': return { feature: featureName, action: 'updateStrategy', payload: { ...edit.body, id: edit.strategyId } };
    case 'delete': return { feature: featureName, action: 'deleteStrategy', payload: { id: edit.strategyId } };
  }
}

export async function writeStrategy(place: StrategyPlace, edit: StrategyEdit): Promise<WriteOutcome> {
  if (place.requiresChangeRequest) {
    return { proposed: true, request: await addChange(place.projectId, place.environment, changeOf(place.featureName, edit)) };
  }
  if (edit.kind === 'add') return { proposed: false, stored: await addStrategy(place, edit.body) };
  if (edit.kind === 'update') return { proposed: false, stored: await updateStrategy(place, edit.strategyId, edit.body) };
  await deleteStrategy(place, edit.strategyId);
  return { proposed: false };
}

/** The strategies in their new order, numbered from 0 as Unleash numbers them; undefined for a move that goes nowhere. */
export function newOrder(ids: readonly string[], from: number, to: number): StrategySortOrderBody | undefined {
  const order = [...ids];
  const [moved] = order.splice(from, 1);
  if (moved === undefined || to < 0 || to > order.length) return undefined;
  order.splice(to, 0, moved);
  return order.map((id, sortOrder) => ({ id, sortOrder }));
}

/** A new order, set at once or, where the environment requires change requests, as Unleash's `reorderStrategy` change in the user's draft. */
export async function moveStrategy(place: StrategyPlace, ids: readonly string[], from: number, to: number): Promise<WriteOutcome> {
  const order = newOrder(ids, from, to);
  if (!order) return { proposed: false };
  if (place.requiresChangeRequest) {
    return { proposed: true, request: await addChange(place.projectId, place.environment, { feature: place.featureName, action: 'reorderStrategy', payload: order }) };
  }
  await setStrategySortOrder(place, order);
  return { proposed: false };
}
