import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Project } from '../../contract';
import { archiveProject } from '../api/projectSettings';
import { ActionButton } from '../ui/ActionButton';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { describeError } from '../ui/describeError';
import { paidEditionOnly } from './adminReasons';
import { invalidateProjects } from './settingsQueries';

/** Archive, once the project's flags are archived (as Unleash requires); the reason said otherwise. */
export function ProjectArchiveButton({ project, unavailable }: { project: Project; unavailable: string | undefined }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const archive = useMutation({ mutationFn: () => archiveProject(project.id), onSettled: () => invalidateProjects(queryClient, project.id) });
  const flags = project.featureCount ?? 0;
  const reason = unavailable ?? (flags > 0 ? `Archive its ${flags} flag${flags === 1 ? '' : 's'} first.` : undefined);
  return (
    <>
      <ActionButton className="button button-small" unavailable={reason} onClick={() => setConfirming(true)} aria-label={`Archive ${project.name}`}>
        Archive
      </ActionButton>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Archive ${project.name}?`}
        description="It leaves the project list and the switcher, and takes no new flags; its history stays. You can revive it from the archived projects."
        confirmLabel="Archive project"
        tone="danger"
        onConfirm={() => {
          setConfirming(false);
          archive.mutate();
        }}
      />
      {archive.isError && (
        <p role="alert" className="field-error">{describeError(archive.error, { unavailable: paidEditionOnly }).message}</p>
      )}
    </>
  );
}
