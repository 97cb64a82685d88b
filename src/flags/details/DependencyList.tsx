import { Link } from 'react-router-dom';
import type { Feature } from '../../../contract';
import { paths } from '../../lib/paths';
import { requiredParentState } from '../../describe/describeDependency';

export function DependencyList({ feature, projectId, search }: { feature: Feature; projectId: string; search: string }) {
  const parents = feature.dependencies ?? [];
  const children = feature.children ?? [];
  if (parents.length === 0 && children.length === 0) return null;
  const link = (name: string) => (
    <Link to={{ pathname: paths.flag(projectId, name), search }} className="flag-name">
      {name}
    </Link>
  );
  return (
    <section className="sheet-section" aria-labelledby="dependencies-title">
      <h3 id="dependencies-title">Dependencies</h3>
      {parents.length > 0 && (
        <>
          <p className="muted">Depends on</p>
          <ul className="plain-list">
            {parents.map((parent) => (
              <li key={parent.feature}>
                {link(parent.feature)} {requiredParentState(parent)}
              </li>
            ))}
          </ul>
        </>
      )}
      {children.length > 0 && (
        <>
          <p className="muted">Flags that depend on this one</p>
          <ul className="plain-list">
            {children.map((child) => (
              <li key={child}>{link(child)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
