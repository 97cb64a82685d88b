import { useId } from 'react';
import type { AdvancedPlaygroundEnvironmentFeature } from '../../contract';
import { FlagName } from './FlagName';
import { FlagWhy } from './FlagWhy';
import { matchesSearch } from './filterFlags';
import { flagReason } from './flagReasons';

export interface ExplainedColumn {
  name: string;
  explained: readonly AdvancedPlaygroundEnvironmentFeature[];
}

interface WhyPanelProps {
  columns: readonly ExplainedColumn[];
  project: string;
  environment: string;
  search: string;
}

/**
 * "Why is premium-analytics off for bob?": every flag the admin playground found not enabled, with
 * the reason it gave — one context in full, several side by side in a sentence each.
 */
export function WhyPanel({ columns, project, environment, search }: WhyPanelProps) {
  const id = useId();
  const comparing = columns.length > 1;
  const title = comparing ? 'Not enabled for any of these contexts' : 'Not enabled for this context';
  const names = [...new Set(columns.flatMap((column) => column.explained.map((entry) => entry.name)))].sort();
  const off = names.filter((name) => columns.every((column) => !column.explained.find((entry) => entry.name === name)?.isEnabled));
  const shown = off.filter((name) => matchesSearch(search, [name]));

  return (
    <section className="panel not-enabled why-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="muted">
        Flags of project <strong>{project}</strong> in <strong>{environment}</strong> that are not enabled, and why, as the service evaluated them:{' '}
        {shown.length === off.length ? off.length : `${shown.length} of ${off.length}`}.
      </p>
      {shown.length > 0 && (
        <div className="table-scroll">
          <table className="table why-table">
            <caption className="visually-hidden">Why each flag is not enabled</caption>
            <thead>
              <tr>
                <th scope="col">Flag</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((name) => {
                const entries = columns.map((column) => ({ column, entry: column.explained.find((candidate) => candidate.name === name) }));
                const projectId = entries.find(({ entry }) => entry)?.entry?.projectId;
                return (
                  <tr key={name}>
                    <th scope="row">
                      <FlagName name={name} projectId={projectId} />
                    </th>
                    <td>
                      {entries.map(({ column, entry }) =>
                        !entry ? null : comparing ? (
                          <details key={column.name} className="why-column">
                            <summary>
                              <strong>{column.name}:</strong> {flagReason(entry).summary}
                            </summary>
                            <FlagWhy entry={entry} evaluated={column.explained} withSummary={false} />
                          </details>
                        ) : (
                          <FlagWhy key={column.name} entry={entry} evaluated={column.explained} />
                        ),
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
