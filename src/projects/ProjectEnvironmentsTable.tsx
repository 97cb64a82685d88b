import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../api';
import { addEnvironmentToProject, configureChangeRequests, removeEnvironmentFromProject } from '../api/projectSettings';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { describeError } from '../ui/describeError';
import { Switch } from '../ui/Switch';
import type { Viewer } from '../viewer/viewer';
import { reasonWithout } from './adminReasons';
import { ApprovalsSelect } from './ApprovalsSelect';
import { invalidateProjects, type ProjectEnvironmentSetting } from './settingsQueries';

interface ProjectEnvironmentsTableProps {
  projectId: string;
  projectName: string;
  settings: { environments: ProjectEnvironmentSetting[]; changeRequestsAvailable: boolean };
  viewer: Viewer | undefined;
}

type Write =
  | { kind: 'use'; environment: string; used: boolean }
  | { kind: 'changeRequests'; environment: string; enabled: boolean; requiredApprovals: number };

/**
 * Which environments the project uses, and where its changes need a change request (with how many
 * approvals). Each control writes at once; stopping an environment's use asks first.
 */
export function ProjectEnvironmentsTable({ projectId, projectName, settings, viewer }: ProjectEnvironmentsTableProps) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<string | null>(null);
  const write = useMutation({
    mutationFn: async (change: Write) => {
      if (change.kind === 'use') await (change.used ? addEnvironmentToProject(projectId, change.environment) : removeEnvironmentFromProject(projectId, change.environment));
      else await configureChangeRequests(projectId, change.environment, { changeRequestsEnabled: change.enabled, requiredApprovals: change.requiredApprovals });
    },
    onSettled: () => invalidateProjects(queryClient, projectId),
  });
  const useReason = reasonWithout(viewer, 'UPDATE_PROJECT');
  const changeRequestReason = reasonWithout(viewer, 'UPDATE_CHANGE_REQUEST_SETTINGS');
  const pendingOn = (environment: string) => write.isPending && write.variables.environment === environment;
  const failure = write.error
    ? (isApiError(write.error, 'NotFound') && write.variables?.kind === 'changeRequests'
      ? 'Not available on this service: change requests are in Unleash\'s paid edition.'
      : describeError(write.error).message)
    : undefined;

  return (
    <section className="panel" aria-labelledby="project-environments-title">
      <h2 id="project-environments-title" className="panel-title">Environments</h2>
      <p className="muted">
        SDKs of an environment the project does not use get none of its flags. Removing one keeps what its flags held there, for when it is added back.
      </p>
      {!settings.changeRequestsAvailable && (
        <p className="muted" role="status">Change requests are not available on this service (in Unleash they are in its paid edition).</p>
      )}
      {failure && <p role="alert" className="field-error">{failure}</p>}
      <div className="settings-table-scroll">
        <table className="table">
          <caption className="visually-hidden">Environments of the project</caption>
          <thead>
            <tr>
              <th scope="col">Environment</th><th scope="col">Used</th>
              {settings.changeRequestsAvailable && <><th scope="col">Change requests</th><th scope="col">Approvals</th></>}
            </tr>
          </thead>
          <tbody>
            {settings.environments.map((environment) => (
              <tr key={environment.name}>
                <th scope="row">
                  {environment.name} <span className="muted">({environment.type})</span>
                  {!environment.enabled && <> <span className="badge">Disabled</span></>}
                </th>
                <td>
                  <Switch
                    checked={environment.used}
                    label={`Use ${environment.name} in ${projectName}`}
                    unavailable={useReason}
                    pending={pendingOn(environment.name)}
                    onCheckedChange={(used) => (used ? write.mutate({ kind: 'use', environment: environment.name, used }) : setRemoving(environment.name))}
                  />
                </td>
                {settings.changeRequestsAvailable && (
                  <>
                    <td>
                      {environment.used && environment.changeRequests && (
                        <Switch
                          checked={environment.changeRequests.enabled}
                          label={`Changes in ${environment.name} need a change request`}
                          unavailable={changeRequestReason}
                          pending={pendingOn(environment.name)}
                          onCheckedChange={(enabled) => write.mutate({ kind: 'changeRequests', environment: environment.name, enabled, requiredApprovals: environment.changeRequests?.requiredApprovals ?? 1 })}
                        />
                      )}
                    </td>
                    <td>
                      {environment.used && environment.changeRequests?.enabled && (
                        <ApprovalsSelect
                          environment={environment.name}
                          value={environment.changeRequests.requiredApprovals}
                          unavailable={changeRequestReason}
                          pending={pendingOn(environment.name)}
                          onChange={(requiredApprovals) => write.mutate({ kind: 'changeRequests', environment: environment.name, enabled: true, requiredApprovals })}
                        />
                      )}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Stop using ${removing ?? ''} in ${projectName}?`}
        description={`SDKs of ${removing ?? ''} get none of the flags of ${projectName} from now on. What the flags hold there (switches, strategies, variants) is kept and served again if you add it back; its change request settings go.`}
        confirmLabel="Stop using it"
        tone="danger"
        onConfirm={() => {
          if (removing) write.mutate({ kind: 'use', environment: removing, used: false });
          setRemoving(null);
        }}
      />
    </section>
  );
}
