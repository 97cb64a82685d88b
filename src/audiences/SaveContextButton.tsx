import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AudienceContext, SavedAudience } from '../../contract/audiences';
import { paths } from '../lib/paths';
import { ActionButton } from '../ui/ActionButton';
import { may } from '../viewer/viewer';
import { viewerOptions } from '../viewer/queries';
import { AudienceForm } from './AudienceForm';
import './audiences.css';

/**
 * "Save this context": the playground's context kept as a saved audience, named in a dialog that
 * shows (and lets one adjust) the context before it is saved.
 */
export function SaveContextButton({ context }: { context: AudienceContext }) {
  const viewer = useQuery(viewerOptions());
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<SavedAudience>();
  const unavailable = viewer.data && !may(viewer.data, 'CREATE_SAVED_AUDIENCE', { project: '', environment: '' })
    ? 'You need the "CREATE_SAVED_AUDIENCE" permission.' : undefined;
  return (
    <>
      <ActionButton className="button" unavailable={unavailable} onClick={() => { setSaved(undefined); setOpen(true); }}>
        Save this context
      </ActionButton>
      {saved && (
        <p role="status" className="muted">
          Saved as <Link to={`${paths.audiences()}?q=${encodeURIComponent(saved.name)}`}>{saved.name}</Link>.
        </p>
      )}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog-content dialog-wide" aria-describedby={undefined}>
            <Dialog.Title className="visually-hidden">Save this context as an audience</Dialog.Title>
            <AudienceForm
              context={context}
              onCancel={() => setOpen(false)}
              onDone={(audience) => {
                setSaved(audience);
                setOpen(false);
              }}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
