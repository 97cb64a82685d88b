import { memo, useContext } from 'react';
import { Link } from 'react-router-dom';
import type { Environment, Feature } from '../../contract';
import { PendingChangeMarker } from '../change-requests';
import { paths } from '../lib/paths';
import { RelativeTime } from '../ui/RelativeTime';
import { Switch } from '../ui/Switch';
import { FlagLinkSearch } from './flagLinkSearch';
import { lifecycleWords } from './lifecycleWords';
import { tagKey } from './selectFlags';

export interface FlagRowProps {
  feature: Feature;
  environments: readonly Environment[];
  projectId: string;
  showDependencies: boolean;
  /** Environments that require change requests: only their switches can have one waiting. */
  changeRequestEnvironments: ReadonlySet<string>;
  /** Names of the environments whose switch has a change in flight, joined: a string keeps memo cheap. */
  pendingEnvironments: string;
  onToggle: (feature: Feature, environment: Environment, enabled: boolean) => void;
  rowIndex: number;
}

const shownTags = 1;

export const FlagRow = memo(function FlagRow({
  feature, environments, projectId, showDependencies, changeRequestEnvironments, pendingEnvironments, onToggle, rowIndex,
}: FlagRowProps) {
  const tags = feature.tags ?? [];
  const pending = new Set(pendingEnvironments.split('\u0000'));
  return (
    <tr aria-rowindex={rowIndex} className="flag-row">
      <th scope="row" className="flag-name-cell">
        <div className="flag-name-line">
          <FlagNameLink projectId={projectId} name={feature.name} />
          {feature.stale && <span className="badge badge-warning">stale</span>}
          {feature.archived && <span className="badge">archived</span>}
        </div>
        {feature.description && <div className="flag-description muted">{feature.description}</div>}
      </th>
      {environments.map((environment) => {
        const entry = feature.environments?.find((candidate) => candidate.name === environment.name);
        return (
          <td key={environment.name} className="flag-switch-cell">
            {entry ? (
              <>
                <Switch
                  checked={entry.enabled}
                  pending={pending.has(environment.name)}
                  label={`${feature.name} in ${environment.name}`}
                  onCheckedChange={(enabled) => onToggle(feature, environment, enabled)}
                />
                {/* Elsewhere a marker would only add two query observers per switch, for nothing. */}
                {changeRequestEnvironments.has(environment.name) && (
                  <PendingChangeMarker projectId={projectId} feature={feature.name} environment={environment.name} />
                )}
              </>
            ) : (
              <span className="muted" title={`${feature.name} has no settings in ${environment.name}`}>—</span>
            )}
          </td>
        );
      })}
      <td>{feature.type ?? '—'}</td>
      <td className="flag-tags">
        {tags.slice(0, shownTags).map((tag) => (
          <span key={tagKey(tag)} className="badge">
            {tagKey(tag)}
          </span>
        ))}
        {tags.length > shownTags && (
          <span className="badge" title={tags.slice(shownTags).map(tagKey).join(', ')}>
            +{tags.length - shownTags}
          </span>
        )}
      </td>
      <td>{feature.lifecycle ? lifecycleWords[feature.lifecycle.stage] : '—'}</td>
      <td>{feature.createdAt ? <RelativeTime value={feature.createdAt} /> : '—'}</td>
      {showDependencies && <td className="flag-dependencies"><DependencySummary feature={feature} /></td>}
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
function FlagNameLink({ projectId, name }: { projectId: string; name: string }) {
  const { search, onFollow } = useContext(FlagLinkSearch);
  return (
    <Link to={{ pathname: paths.flag(projectId, name), search }} className="flag-name" onClick={onFollow}>
      {name}
    </Link>
  );
}
