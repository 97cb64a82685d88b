import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ChangeRequest, Feature } from '../../../contract';
import { addChange } from '../../api/changeRequests';
import { changeFlagsIn } from '../../api/featureLifecycle';
import { paths } from '../../lib/paths';
import { invalidateFlagsOf } from '../../lib/queryClient';
import { ActionButton } from '../../ui/ActionButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { describeError } from '../../ui/describeError';
import { viewerOptions } from '../../viewer/queries';
import { may } from '../../viewer/viewer';
import { changeRequestEnvironmentsOptions } from '../queries';

interface ArchiveFlagButtonProps {
  projectId: string;
  feature: Feature;
  unavailable: string | undefined;
}

type Outcome = { proposed: false } | { proposed: true; environment: string; request: ChangeRequest | undefined };

/**
 * Archives the flag after asking. A flag other flags depend on cannot be archived alone (Unleash
 * and the embedded service refuse it), so the question names them and archives them with it.
 * Archiving takes a flag out of every environment, so where any environment of the project
 * requires change requests it becomes Unleash's `archiveFeature` change in the user's draft for
 * the first of them, as Unleash's own console proposes it, unless the user may skip them there.
 */
export function ArchiveFlagButton({ projectId, feature, unavailable }: ArchiveFlagButtonProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const children = feature.children ?? [];
  const names = [...children, feature.name];
  const viewer = useQuery(viewerOptions()).data;
  const changeRequestEnvironments = [...(useQuery(changeRequestEnvironmentsOptions(projectId)).data?.keys() ?? [])];
  // Someone who may skip change requests wherever they are required (an admin) archives directly, as they switch.
  const maySkip = viewer !== undefined && changeRequestEnvironments.every((environment) => may(viewer, 'SKIP_CHANGE_REQUEST', { project: projectId, environment }));
  const proposeIn = maySkip ? undefined : changeRequestEnvironments[0];
  const archive = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      if (proposeIn === undefined) {
        await changeFlagsIn(projectId, 'archive', names);
        return { proposed: false };
      }
      let request: ChangeRequest | undefined;
      // Children first, as a parent cannot be archived while they depend on it.
      for (const name of names) request = await addChange(projectId, proposeIn, { feature: name, action: 'archiveFeature' });
      return { proposed: true, environment: proposeIn, request };
    },
    onSuccess: async (outcome) => {
      if (outcome.proposed) return;
      setAsking(false);
      await invalidateFlagsOf(queryClient, projectId);
      void navigate(paths.flags(projectId));
    },
  });
  const proposed = archive.data?.proposed ? archive.data : undefined;
  const what = children.length > 0 ? `Archive ${names.length} flags` : 'Archive flag';

  return (
    <>
      <ActionButton className="button button-danger" unavailable={unavailable} onClick={() => setAsking(true)}>
        Archive flag
      </ActionButton>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) archive.reset();
        }}
        title={proposeIn === undefined ? `Archive ${feature.name}?` : `Propose archiving ${feature.name}?`}
        tone="danger"
        {...(proposed ? {} : {
          confirmLabel: archive.isPending ? 'Archiving…' : proposeIn === undefined ? what : 'Add to change request',
          onConfirm: () => !archive.isPending && archive.mutate(),
        })}
        description={
          <>
            {children.length > 0 ? (
              <>
                <p role="alert">
                  {children.length === 1 ? 'One flag depends' : `${children.length} flags depend`} on <strong>{feature.name}</strong>:{' '}
                  {children.map((child, index) => (
                    <span key={child}>
                      {index > 0 && ', '}
                      <strong>{child}</strong>
                    </span>
                  ))}
                  . A flag cannot be archived while others depend on it, so they are archived with it.
                </p>
                <p>SDKs will no longer be served any of them. They can be revived from the project's archive.</p>
              </>
            ) : (
              <p>SDKs will no longer be served <strong>{feature.name}</strong>. It can be revived from the project's archive; its name stays taken.</p>
            )}
            {proposeIn !== undefined && !proposed && (
              <p>
                Archiving takes it out of every environment, and <strong>{proposeIn}</strong> requires change requests: this adds archiving to your
                draft change request for {proposeIn}. Nothing changes until the request is approved and applied.
              </p>
            )}
            {proposed && (
              <p role="status">
                Archiving waits in your draft change request for {proposed.environment}
                {proposed.request && <> (<Link to={paths.changeRequest(projectId, proposed.request.id)}>change request #{proposed.request.id}</Link>)</>}.
              </p>
            )}
          </>
        }
      >
        {archive.isError && <p className="field-error" role="alert">{describeError(archive.error).message}</p>}
      </ConfirmDialog>
    </>
  );
}
