import { useState } from 'react';
import { AddToChangeRequestDialog } from '../change-requests';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { ToggleConfirmation, ToggleDialog } from './useToggleChain';

interface ToggleDialogsProps {
  projectId: string;
  dialog: ToggleDialog | null;
  onConfirm: (answer: ToggleConfirmation) => void;
  onCancel: () => void;
}

const verb = (enabled: boolean) => (enabled ? 'Turn on' : 'Turn off');

/** The one dialog the safety chain is waiting on, if any. */
export function ToggleDialogs({ projectId, dialog, onConfirm, onCancel }: ToggleDialogsProps) {
  if (!dialog) return null;
  const close = (open: boolean) => !open && onCancel();
  const { change, environment, opener } = dialog;

  if (dialog.kind === 'changeRequest') {
    return (
      <AddToChangeRequestDialog
        key={`${change.featureName}\u0000${change.environment}`}
        projectId={projectId}
        change={change}
        serverMessage={dialog.serverMessage}
        returnFocusTo={opener}
        onClose={onCancel}
      />
    );
  }

  if (dialog.confirmation.kind === 'strategies') {
    return (
      <ConfirmDialog
        open
        returnFocusTo={opener}
        onOpenChange={close}
        title={`Turn on ${change.featureName} in ${environment.name}?`}
        description={
          <p>
            Every strategy of <strong>{change.featureName}</strong> in {environment.name} is disabled. Enable them all, or add the
            default strategy (on for everyone) and leave them disabled.
          </p>
        }
        confirmLabel="Enable all strategies"
        onConfirm={() => onConfirm({ activateDisabledStrategies: true })}
        actions={
          <button type="button" className="button" onClick={() => onConfirm({ activateDisabledStrategies: false })}>
            Add the default strategy
          </button>
        }
      />
    );
  }

  if (dialog.confirmation.kind === 'children') {
    const { children } = dialog.confirmation;
    // Headed for a change request, nothing is switched yet: the warning informs the request.
    const towardsChangeRequest = dialog.outcome === 'changeRequest';
    return (
      <ConfirmDialog
        open
        returnFocusTo={opener}
        onOpenChange={close}
        title={`Turn off ${change.featureName} in ${environment.name}?`}
        description={
          <p>
            {children.length === 1 ? 'This flag depends' : `These ${children.length} flags depend`} on{' '}
            <strong>{change.featureName}</strong> and will stop evaluating as enabled in {environment.name}:
          </p>
        }
        confirmLabel={towardsChangeRequest ? 'Continue' : 'Turn off anyway'}
        tone={towardsChangeRequest ? 'primary' : 'danger'}
        onConfirm={() => onConfirm({})}
      >
        <ul className="dialog-list">
          {children.map((child) => (
            <li key={child}>
              <code>{child}</code>
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    );
  }

  return (
    <ProductionDialog
      key={`${change.featureName}\u0000${change.environment}`}
      dialog={dialog}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

function ProductionDialog({ dialog, onConfirm, onCancel }: Omit<ToggleDialogsProps, 'projectId'> & { dialog: ToggleDialog }) {
  const [dontAskAgain, setDontAskAgain] = useState(false);
  const { change, environment } = dialog;
  return (
    <ConfirmDialog
      open
      returnFocusTo={dialog.opener}
      onOpenChange={(open) => !open && onCancel()}
      title={`${verb(change.enabled)} ${change.featureName} in ${environment.name}?`}
      description={
        <p>
          <strong>{environment.name}</strong> is a production environment: your users get the change right away.
        </p>
      }
      confirmLabel={verb(change.enabled)}
      tone={change.enabled ? 'primary' : 'danger'}
      onConfirm={() => onConfirm({ dontAskAgain })}
    >
      <label className="checkbox">
        <input type="checkbox" checked={dontAskAgain} onChange={(event) => setDontAskAgain(event.target.checked)} />
        Don't ask again for production in this session
      </label>
    </ConfirmDialog>
  );
}
