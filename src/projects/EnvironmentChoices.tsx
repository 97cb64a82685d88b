import type { Environment } from '../../contract';
import { ApprovalsSelect } from './ApprovalsSelect';

export interface EnvironmentChoice {
  changeRequests: boolean;
  requiredApprovals: number;
}

interface EnvironmentChoicesProps {
  environments: readonly Environment[];
  chosen: ReadonlyMap<string, EnvironmentChoice>;
  onChange: (chosen: ReadonlyMap<string, EnvironmentChoice>) => void;
}

/** Which environments a new project uses, and in which of them changes go through change requests. */
export function EnvironmentChoices({ environments, chosen, onChange }: EnvironmentChoicesProps) {
  const set = (name: string, choice: EnvironmentChoice | undefined) => {
    const next = new Map(chosen);
    if (choice) next.set(name, choice);
    else next.delete(name);
    onChange(next);
  };
  return (
    <fieldset className="environment-choices">
      <legend>Environments</legend>
      {environments.map((environment) => {
        const choice = chosen.get(environment.name);
        return (
          <div key={environment.name} className="environment-choice">
            <label className="checkbox">
              <input type="checkbox" checked={choice !== undefined} onChange={(event) => set(environment.name, event.target.checked ? { changeRequests: false, requiredApprovals: 1 } : undefined)} />
              {environment.name} <span className="muted">({environment.type}{environment.enabled === false ? ', disabled' : ''})</span>
            </label>
            {choice && (
              <>
                <label className="checkbox">
                  <input type="checkbox" checked={choice.changeRequests} onChange={(event) => set(environment.name, { ...choice, changeRequests: event.target.checked })} />
                  Changes need a change request
                </label>
                {choice.changeRequests && (
                  <ApprovalsSelect environment={environment.name} value={choice.requiredApprovals} onChange={(requiredApprovals) => set(environment.name, { ...choice, requiredApprovals })} />
                )}
              </>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
