import { rowChanged, type Diff } from '../describe/diffRows';
import './DiffTable.css';

interface DiffTableProps {
  diff: Diff;
  /** What the left column holds: the state now (an open change request), before, or when the change was proposed. */
  beforeLabel: string;
  afterLabel: string;
}

/** Before → after, row by row; what the change leaves as it is reads quieter than what it changes. */
export function DiffTable({ diff, beforeLabel, afterLabel }: DiffTableProps) {
  return (
    <table className="diff-table">
      <caption className="visually-hidden">{diff.summary}</caption>
      <thead>
        <tr>
          <th scope="col"><span className="visually-hidden">What</span></th>
          <th scope="col">{beforeLabel}</th>
          <th scope="col" aria-hidden="true" />
          <th scope="col">{afterLabel}</th>
        </tr>
      </thead>
      <tbody>
        {diff.rows.map((row) => {
          const changed = rowChanged(row);
          return (
            <tr key={row.label} className={changed ? 'diff-changed' : 'diff-same'}>
              <th scope="row">{row.label}</th>
              <td className={changed && row.before !== undefined ? 'diff-before diff-old' : 'diff-before'}>{row.before ?? <span className="muted">—</span>}</td>
              <td className="diff-arrow" aria-hidden="true">{changed ? '→' : ''}</td>
              <td className={changed && row.after !== undefined ? 'diff-after diff-new' : 'diff-after'}>
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
