import { useState } from 'react';
import { ImpactPreview } from '../audiences';
import { AddToChangeRequestDialog } from '../change-requests';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { Confirmation } from './togglePlan';
import type { ToggleConfirmation, ToggleDialog } from './useToggleChain';

interface ToggleDialogsProps {
  projectId: string;
  dialog: ToggleDialog | null;
  onConfirm: (answer: ToggleConfirmation) => void;
  onCancel: () => void;
}

const verb = (enabled: boolean) => (enabled ? 'Turn on' : 'Turn off');
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The one dialog the safety chain is waiting on, if any. */
export function ToggleDialogs({ projectId, dialog, onConfirm, onCancel }: ToggleDialogsProps) {
  if (!dialog) return null;
  const key = `${dialog.change.featureName}\u0000${dialog.change.environment}`;
  if (dialog.kind === 'changeRequest') {
    const { change, children } = dialog;
    return (
      <AddToChangeRequestDialog
        key={key}
        projectId={projectId}
        change={change}
        serverMessage={dialog.serverMessage}
        returnFocusTo={dialog.opener}
        onClose={onCancel}
        // Headed for a change request, nothing is switched yet: the warning informs the request.
        warning={
          <>
            {children.length > 0 && <DependentsWarning feature={change.featureName} environment={change.environment} dependents={children} when="once the request is applied" />}
            <SwitchImpact projectId={projectId} feature={change.featureName} environment={change.environment} enabled={change.enabled} />
          </>
        }
      />
    );
  }
  return <ToggleConfirmDialog key={key} projectId={projectId} dialog={dialog} onConfirm={onConfirm} onCancel={onCancel} />;
}

/** Who the switch turns on or off for, among the saved audiences. */
function SwitchImpact({ projectId, feature, environment, enabled }: { projectId: string; feature: string; environment: string; enabled: boolean }) {
  return <ImpactPreview projectId={projectId} environment={environment} changes={[{ feature, action: 'updateEnabled', payload: { enabled } }]} />;
}

function DependentsWarning({ feature, environment, dependents, when }: { feature: string; environment: string; dependents: readonly string[]; when?: string }) {
  return (
    <>
      <p>
        {dependents.length === 1 ? 'This flag depends' : `These ${dependents.length} flags depend`} on <strong>{feature}</strong> and will stop
        evaluating as enabled in {environment}{when ? ` ${when}` : ''}:
      </p>
      <ul className="dialog-list">
        {dependents.map((child) => (
          <li key={child}>{child}</li>
        ))}
      </ul>
    </>
  );
}

function find<K extends Confirmation['kind']>(confirmations: readonly Confirmation[], kind: K) {
  return confirmations.find((confirmation): confirmation is Extract<Confirmation, { kind: K }> => confirmation.kind === kind);
}

/** Every question a switch raises, in one dialog: production, skipped approvals, disabled strategies, dependent flags. */
function ToggleConfirmDialog({ projectId, dialog, onConfirm, onCancel }: Omit<ToggleDialogsProps, 'dialog'> & { dialog: Extract<ToggleDialog, { kind: 'confirm' }> }) {
  const [dontAskAgain, setDontAskAgain] = useState(false);
  const { change, environment, confirmations } = dialog;
  const production = find(confirmations, 'production');
  const skip = find(confirmations, 'skipApprovals');
  const strategies = find(confirmations, 'strategies');
  const children = find(confirmations, 'children');
  const action = verb(change.enabled);

  let confirmLabel = action;
  if (strategies) confirmLabel = 'Enable all strategies';
  else if (skip) confirmLabel = `Skip ${plural(skip.requiredApprovals, 'approval')} and ${action.toLowerCase()}`;
  else if (children) confirmLabel = 'Turn off anyway';

  return (
    <ConfirmDialog
      open
      returnFocusTo={dialog.opener}
      onOpenChange={(open) => !open && onCancel()}
      title={`${action} ${change.featureName} in ${environment.name}?`}
      description={
        <>
          {production && (
            <p>
              <strong>{environment.name}</strong> is a production environment: your users get the change right away.
            </p>
          )}
          {skip && (
            <p className="dialog-warning">
              <strong>
                {environment.name} requires {plural(skip.requiredApprovals, 'approval')}; you are skipping {skip.requiredApprovals === 1 ? 'it' : 'them'}.
              </strong>{' '}
              Your rights let this change go straight through, without a change request for anyone to review.
            </p>
          )}
          {strategies && (
            <p>
              Every strategy of <strong>{change.featureName}</strong> in {environment.name} is disabled. Enable them all, or add the
              default strategy (on for everyone) and leave them disabled.
            </p>
          )}
          {children && <DependentsWarning feature={change.featureName} environment={environment.name} dependents={children.children} />}
        </>
      }
      confirmLabel={confirmLabel}
      tone={change.enabled ? 'primary' : 'danger'}
      onConfirm={() => onConfirm({ dontAskAgain, ...(strategies ? { activateDisabledStrategies: true } : {}) })}
      actions={
        strategies && (
          <button type="button" className="button" onClick={() => onConfirm({ dontAskAgain, activateDisabledStrategies: false })}>
            Add the default strategy
          </button>
        )
      }
    >
      <SwitchImpact projectId={projectId} feature={change.featureName} environment={environment.name} enabled={change.enabled} />
      {/* Skipping approvals is asked every time: "don't ask again" would read as covering it too. */}
      {production && !skip && (
        <label className="checkbox">
          <input type="checkbox" checked={dontAskAgain} onChange={(event) => setDontAskAgain(event.target.checked)} />
          Don't ask again for production in this session
        </label>
      )}
    </ConfirmDialog>
  );
}
