import { memo, useContext } from 'react';
import { Link } from 'react-router-dom';
import type { Environment, Feature } from '../../contract';
import { PendingChangeMarker } from '../change-requests';
import { paths } from '../lib/paths';
import { RelativeTime } from '../ui/RelativeTime';
import { Switch } from '../ui/Switch';
import { FlagLinkSearch } from './flagLinkSearch';
import { lifecycleWords } from './lifecycleWords';
import type { ChangeRequestEnvironments } from './queries';
import { tagKey } from './selectFlags';
import { unusedWords } from './unusedFlags';

export interface FlagRowProps {
  feature: Feature;
  environments: readonly Environment[];
  projectId: string;
  showDependencies: boolean;
  /** The flag's evaluations over the last day; null where the service does not count them (no column). */
  exposures: number | null;
  /** Whether nothing has evaluated it for `unusedAfterDays` (unusedFlags.ts): a reason it is stale. */
  unused: boolean;
  /** Environments that require change requests: only their switches can have one waiting. */
  changeRequestEnvironments: ChangeRequestEnvironments;
  /** Names of the environments whose switch has a change in flight, joined: a string keeps memo cheap. */
  pendingEnvironments: string;
  /** Why the user may not use the switches of an environment, by its name (switchAccess). */
  unavailable: ReadonlyMap<string, string>;
  onToggle: (feature: Feature, environment: Environment, enabled: boolean) => void;
  selected: boolean;
  /** Selects or unselects the flag; `range`: from the last flag clicked to this one (shift-click, Shift+Space). */
  onSelect: (name: string, range: boolean) => void;
  rowIndex: number;
  /** The grid's tab stop when it is in this row (its column and control), else -1 and 0. */
  activeColumn: number;
  activeItem: number;
}

const shownTags = 1;

export const FlagRow = memo(function FlagRow({
  feature, environments, projectId, showDependencies, exposures, unused, changeRequestEnvironments, pendingEnvironments, unavailable, onToggle, selected, onSelect,
  rowIndex, activeColumn, activeItem,
}: FlagRowProps) {
  const tags = feature.tags ?? [];
  const pending = new Set(pendingEnvironments.split('\u0000'));
  // One tab stop in the whole grid (useRovingGrid): a cell's control, or a cell without one.
  const tab = (column: number, item = 0) => (column === activeColumn && item === activeItem ? 0 : -1);
  const details = 2 + environments.length;
  return (
    <tr role="row" aria-rowindex={rowIndex} aria-selected={selected} className={selected ? 'flag-row flag-row-selected' : 'flag-row'}>
      <td role="gridcell" className="flag-select-cell">
        <input
          type="checkbox" className="flag-select" aria-label={`Select ${feature.name}`} checked={selected} tabIndex={tab(0)}
          onChange={(event) => onSelect(feature.name, event.nativeEvent instanceof MouseEvent && event.nativeEvent.shiftKey)}
          onKeyDown={(event) => {
            // Shift+Space extends the selection as shift-click does (the grid leaves shifted keys alone).
            if (event.key !== ' ' || !event.shiftKey) return;
            event.preventDefault();
            onSelect(feature.name, true);
          }}
        />
      </td>
      <th scope="row" role="rowheader" className="flag-name-cell">
        <div className="flag-name-line">
          <FlagNameLink projectId={projectId} name={feature.name} tabIndex={tab(1)} />
          {feature.stale && <span className="badge badge-warning">stale</span>}
          {feature.archived && <span className="badge">archived</span>}
        </div>
        {(feature.description || unused) && (
          <div className="flag-description muted">
            {unused && <span className="badge badge-warning" title={`Stale: ${unusedWords} in any environment`}>{unusedWords}</span>} {feature.description}
          </div>
        )}
      </th>
      {environments.map((environment, index) => {
        const entry = feature.environments?.find((candidate) => candidate.name === environment.name);
        const column = 2 + index;
        return entry ? (
          <td key={environment.name} role="gridcell" className="flag-switch-cell">
            <Switch
              checked={entry.enabled}
              pending={pending.has(environment.name)}
              unavailable={unavailable.get(environment.name)}
              label={`${feature.name} in ${environment.name}`}
              tabIndex={tab(column)}
              onCheckedChange={(enabled) => onToggle(feature, environment, enabled)}
            />
            {/* Elsewhere a marker would only add two query observers per switch, for nothing. */}
            {changeRequestEnvironments.has(environment.name) && (
              <PendingChangeMarker projectId={projectId} feature={feature.name} environment={environment.name} tabIndex={tab(column, 1)} />
            )}
          </td>
        ) : (
          <td key={environment.name} role="gridcell" className="flag-switch-cell" tabIndex={tab(column)}>
            <span className="muted" title={`${feature.name} has no settings in ${environment.name}`}>—</span>
          </td>
        );
      })}
      <td role="gridcell" tabIndex={tab(details)}>{feature.type ?? '—'}</td>
      <td role="gridcell" className="flag-tags" tabIndex={tab(details + 1)}>
        {tags.slice(0, shownTags).map((tag) => (
          <span key={tagKey(tag)} className="badge" title={tagKey(tag)}>
            {tagKey(tag)}
          </span>
        ))}
        {tags.length > shownTags && (
          <span className="badge" title={tags.slice(shownTags).map(tagKey).join(', ')}>
            +{tags.length - shownTags}
          </span>
        )}
      </td>
      <td role="gridcell" tabIndex={tab(details + 2)}>{feature.lifecycle ? lifecycleWords[feature.lifecycle.stage] : '—'}</td>
      <td role="gridcell" tabIndex={tab(details + 3)}>{feature.createdAt ? <RelativeTime value={feature.createdAt} /> : '—'}</td>
      {exposures !== null && <td role="gridcell" className="flag-exposures" tabIndex={tab(details + 4)}>{exposures.toLocaleString('en')}</td>}
      {showDependencies && <td role="gridcell" className="flag-dependencies" tabIndex={tab(details + 4 + (exposures !== null ? 1 : 0))}><DependencySummary feature={feature} /></td>}
    </tr>
  );
});

function DependencySummary({ feature }: { feature: Feature }) {
  const parents = feature.dependencies ?? [];
  const children = feature.children ?? [];
  if (parents.length === 0 && children.length === 0) return <span className="muted">—</span>;
  return (
    <>
      {parents.length > 0 && <div title={parents.map((p) => p.feature).join(', ')}>needs {parents.map((p) => p.feature).join(', ')}</div>}
      {children.length > 0 && (
        <div className="muted" title={children.join(', ')}>
          {children.length} {children.length === 1 ? 'child' : 'children'}
        </div>
      )}
    </>
  );
}

/** Opens the flag and keeps the page's query, so closing it returns to the same view. */
function FlagNameLink({ projectId, name, tabIndex }: { projectId: string; name: string; tabIndex: number }) {
  const { search, onFollow } = useContext(FlagLinkSearch);
  return (
    <Link to={{ pathname: paths.flag(projectId, name), search }} className="flag-name" onClick={onFollow} tabIndex={tabIndex}>
      {name}
    </Link>
  );
}
