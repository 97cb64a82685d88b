import { useState } from 'react';
import type { Feature } from '../../../contract';
import { ActionButton } from '../../ui/ActionButton';
import { ArchiveFlagButton } from './ArchiveFlagButton';
import { FlagSettingsForm } from './FlagSettingsForm';
import { TagEditor } from './TagEditor';
import { useFlagPermissions } from './useFlagPermissions';
import './lifecycle.css';

/** In a flag's details: its settings edited in place, its tags, and archiving it. */
export function FlagLifecycleSection({ projectId, feature }: { projectId: string; feature: Feature }) {
  const [editing, setEditing] = useState(false);
  const permissions = useFlagPermissions(projectId);
  return (
    <>
      <section className="sheet-section" aria-label="Settings">
        {editing ? (
          <FlagSettingsForm projectId={projectId} feature={feature} onDone={() => setEditing(false)} />
        ) : (
          <div className="lifecycle-actions">
            <ActionButton className="button" unavailable={permissions.update} onClick={() => setEditing(true)}>
              Edit settings
            </ActionButton>
            <ArchiveFlagButton projectId={projectId} feature={feature} unavailable={permissions.remove} />
          </div>
        )}
      </section>
      <TagEditor projectId={projectId} feature={feature} unavailable={permissions.update} />
    </>
  );
}
