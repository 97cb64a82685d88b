import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Environment } from '../../../contract';
import { ActionButton } from '../../ui/ActionButton';
import type { BulkAction } from './bulkPlan';
import { flagCount } from './bulkPlan';

interface BulkBarProps {
  selectedCount: number;
  /** Of those, how many the filter shows. */
  shownCount: number;
  /** "Select all 1,100 flags matching the filter", while not all the flags shown are selected. */
  selectAllLabel: string | undefined;
  environments: readonly Environment[];
  onSelectAllMatching: () => void;
  /** Opens the preview of the action; a tag is chosen in the preview. */
  onAction: (action: BulkAction | { kind: 'tag' }) => void;
  onClear: () => void;
  /** Where the selected flags' environments are compared; none when too many are selected for it. */
  compareHref: string | undefined;
  /** Why the signed-in user may not make each change (the missing permission), where they may not. */
  unavailable: BulkUnavailable;
}

export interface BulkUnavailable {
  /** By environment, as for the grid's switches. */
  switchIn: ReadonlyMap<string, string>;
  tag: string | undefined;
  archive: string | undefined;
}

/** What can be done to the selected flags at once, above the grid while any is selected. */
export function BulkBar({ selectedCount, shownCount, selectAllLabel, environments, onSelectAllMatching, onAction, onClear, compareHref, unavailable }: BulkBarProps) {
  const ids = useId();
  const [environmentName, setEnvironmentName] = useState(environments[0]?.name ?? '');
  const environment = environments.find((candidate) => candidate.name === environmentName) ?? environments[0];
  const hidden = selectedCount - shownCount;
  return (
    <section className="bulk-bar" aria-label="Selected flags">
      <p className="bulk-count" role="status">
        <strong>{flagCount(selectedCount)} selected</strong>
        {hidden > 0 && <span className="muted"> ({hidden.toLocaleString('en')} not shown by the filter)</span>}
      </p>
      {selectAllLabel && (
        <button type="button" className="button button-quiet" onClick={onSelectAllMatching}>
          {selectAllLabel}
        </button>
      )}
      <span className="bulk-actions">
        <label className="toolbar-field" htmlFor={`${ids}-environment`}>
          Environment
          <select id={`${ids}-environment`} value={environment?.name ?? ''} onChange={(event) => setEnvironmentName(event.target.value)}>
            {environments.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>{candidate.name}</option>
            ))}
          </select>
        </label>
        {environment && (
          <>
            <ActionButton className="button" unavailable={unavailable.switchIn.get(environment.name)} onClick={() => onAction({ kind: 'switch', environment, enabled: true })}>Turn on…</ActionButton>
            <ActionButton className="button" unavailable={unavailable.switchIn.get(environment.name)} onClick={() => onAction({ kind: 'switch', environment, enabled: false })}>Turn off…</ActionButton>
          </>
        )}
        <ActionButton className="button" unavailable={unavailable.tag} onClick={() => onAction({ kind: 'tag' })}>Tags…</ActionButton>
        {compareHref && <Link className="button" to={compareHref}>Compare environments</Link>}
        <ActionButton className="button button-danger" unavailable={unavailable.archive} onClick={() => onAction({ kind: 'archive' })}>Archive…</ActionButton>
        <button type="button" className="button button-quiet" onClick={onClear}>Clear selection</button>
      </span>
    </section>
  );
}
