import { PayloadView } from '../ui/PayloadView';
import type { ShownToggle } from './answers';
import type { ComparedFlag } from './compareResults';
import { FlagName } from './FlagName';
import type { ContextResult } from './ResultsPanel';

interface CompareTableProps {
  rows: ComparedFlag[];
  /** One per context: "Context A", and what it holds. */
  columns: ReadonlyArray<Pick<ContextResult, 'name' | 'description' | 'toggles' | 'failed' | 'whyNot'>>;
  /** The project a flag without one of its own is in, for the link to it (none when not known). */
  project: string | null;
}

/** Several contexts side by side; a row that differs says how, in words and in colour. */
export function CompareTable({ rows, columns, project }: CompareTableProps) {
  return (
    <table className="table compare-table">
      <caption className="visually-hidden">Flags enabled for each context</caption>
      <thead>
        <tr>
          <th scope="col">Flag</th>
          {columns.map((column) => (
            <th scope="col" key={column.name}>
              {column.name}
              <span className="column-description mono">{column.description}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} className={row.differences.length ? 'row-differs' : undefined}>
            <th scope="row">
              <FlagName name={row.name} projectId={row.cells.find((cell) => cell?.projectId)?.projectId ?? project} />
              {row.differences.length > 0 && <span className="badge badge-warning differs">Differs: {row.differences.join(', ')}</span>}
            </th>
            {row.cells.map((cell, index) => {
              const column = columns[index];
              return (
                <td key={index}>
                  {column?.failed ? (
                    <span className="muted">failed</span>
                  ) : column?.toggles === undefined ? (
                    <span className="muted">evaluating…</span>
                  ) : (
                    <CompareCell toggle={cell} owner={`${row.name} in ${column.name}`} whyNot={column.whyNot?.get(row.name)} />
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CompareCell({ toggle, owner, whyNot }: { toggle: ShownToggle | null; owner: string; whyNot?: string }) {
  if (!toggle) {
    return (
      <div className="compare-cell">
        <span className="badge">not enabled</span>
        {whyNot && <span className="why-short">{whyNot}</span>}
      </div>
    );
  }
  return (
    <div className="compare-cell">
      <span className="compare-cell-line">
        <span className="badge badge-success">enabled</span>
        {toggle.variant.enabled ? (
          <span className="mono" title="Variant">
            {toggle.variant.name}
          </span>
        ) : (
          <span className="muted" title={`Variant "${toggle.variant.name}"`}>
            no variant
          </span>
        )}
      </span>
      {toggle.variant.payload && <PayloadView payload={toggle.variant.payload} owner={owner} />}
    </div>
  );
}
