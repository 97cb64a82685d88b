import { environmentChangeActions, type EnvironmentChange } from '../../contract/bulk';
import { holds, type Principal } from '../auth/principal';
import { actionPermission } from '../domain/changeRequestWorkflow';
import { BadData, MissingPermission } from '../domain/errors';
import { applyChange } from '../store/changeRequestApply';
import { inOneTransaction } from '../store/events';
import type { Db } from '../store/openDatabase';
import { writeTransaction } from '../store/writeTransaction';
import { checkedPayload } from './changeRequestDrafts';
import { writableProjectEnvironment } from './writableFeature';

const isEnvironmentAction = (action: string): boolean => (environmentChangeActions as readonly string[]).includes(action);

/**
 * Changes to flags in one environment, in a change request's shapes, made at once: each checked
 * as adding it to a change request checks it, against the environment as the changes before it
 * left it, and applied as applying a request applies it, all in one transaction (one event
 * group). Where the environment requires change requests, only a caller who may skip them.
 */
export function applyEnvironmentChanges(
  db: Db, caller: Principal, target: { projectId: string; environment: string }, readBody: () => readonly EnvironmentChange[],
): void {
  writeTransaction(db, () => {
    const { environment, by } = writableProjectEnvironment(db, caller, target.projectId, target.environment);
    const changes = readBody();
    changes.forEach((change, index) => {
      if (!isEnvironmentAction(change.action)) {
        const message = `"${change.action}" changes every environment of a flag; here only ${environmentChangeActions.join(', ')}`;
        throw new BadData(`Change ${index} cannot be made in one environment: ${message}.`, [{ message, path: `${index}.action` }]);
      }
      const permission = actionPermission[change.action];
      if (!holds(caller, permission)) throw new MissingPermission(permission, environment.name);
    });
    const grouped = inOneTransaction(by);
    for (const change of changes) {
      const payload = checkedPayload(db, target.projectId, environment.name, change);
      applyChange(db, grouped, { project: target.projectId, environment: environment.name, feature: change.feature, action: change.action, payload });
    }
  });
}
