import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Feature } from '../../../contract';
import { changeFlagsIn } from '../../api/featureLifecycle';
import { paths } from '../../lib/paths';
import { invalidateFlagsOf } from '../../lib/queryClient';
import { ActionButton } from '../../ui/ActionButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { describeError } from '../../ui/describeError';

interface ArchiveFlagButtonProps {
  projectId: string;
  feature: Feature;
  unavailable: string | undefined;
}

/**
 * Archives the flag after asking. A flag other flags depend on cannot be archived alone (Unleash
 * and the embedded service refuse it), so the question names them and archives them with it.
 */
export function ArchiveFlagButton({ projectId, feature, unavailable }: ArchiveFlagButtonProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const children = feature.children ?? [];
  const archive = useMutation({
    mutationFn: () => changeFlagsIn(projectId, 'archive', [...children, feature.name]),
    onSuccess: async () => {
      setAsking(false);
      await invalidateFlagsOf(queryClient, projectId);
      void navigate(paths.flags(projectId));
    },
  });
  const names = [...children, feature.name];

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
        title={`Archive ${feature.name}?`}
        tone="danger"
        confirmLabel={archive.isPending ? 'Archiving…' : children.length > 0 ? `Archive ${names.length} flags` : 'Archive flag'}
        onConfirm={() => !archive.isPending && archive.mutate()}
        description={
          children.length > 0 ? (
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
          )
        }
      >
        {archive.isError && <p className="field-error" role="alert">{describeError(archive.error).message}</p>}
      </ConfirmDialog>
    </>
  );
}
