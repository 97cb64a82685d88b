import { rowChanged, type DiffRow } from '../describe/strategyDiff';
import './diffTable.css';

interface DiffTableProps {
  /** What the table shows, for screen readers. */
  caption: string;
  rows: readonly DiffRow[];
  /** What the left column holds: the state now (open), before (applied), or when the change was made. */
  beforeLabel: string;
  afterLabel: string;
}

/** Before → after, row by row; what stays as it is reads quieter than what changes. */
export function DiffTable({ caption, rows, beforeLabel, afterLabel }: DiffTableProps) {
  return (
    <table className="cr-diff">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col"><span className="visually-hidden">What</span></th>
          <th scope="col">{beforeLabel}</th>
          <th scope="col" aria-hidden="true" />
          <th scope="col">{afterLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const changed = rowChanged(row);
          return (
            <tr key={row.label} className={changed ? 'cr-diff-changed' : 'cr-diff-same'}>
              <th scope="row">{row.label}</th>
              <td className={changed && row.before !== undefined ? 'cr-diff-before cr-diff-old' : 'cr-diff-before'}>{row.before ?? <span className="muted">—</span>}</td>
              <td className="cr-diff-arrow" aria-hidden="true">{changed ? '→' : ''}</td>
              <td className={changed && row.after !== undefined ? 'cr-diff-after cr-diff-new' : 'cr-diff-after'}>
                {row.after ?? <span className="muted">removed</span>}
                {!changed && <span className="visually-hidden"> (unchanged)</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
