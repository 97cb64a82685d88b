import type { Environment } from '../../contract';
import { FlagColumns, FlagTableHead, minimumTableWidth } from './FlagTableHead';
import { defaultFlagQuery } from './flagQuery';

const placeholderEnvironments: Environment[] = ['development', 'staging', 'production'].map((name) => ({ name, type: name }));

/** Grey rows in the table's own shape while the flags load, so nothing jumps when they arrive. */
export function FlagTableSkeleton({ environments }: { environments: readonly Environment[] | undefined }) {
  const columns = environments ?? placeholderEnvironments;
  return (
    <div className="flag-grid flag-grid-skeleton" aria-busy="true">
      <p role="status" className="visually-hidden">Loading flags…</p>
      <table className="table flag-table" aria-hidden="true" style={{ minWidth: minimumTableWidth(columns.length, false) }}>
        <FlagColumns environments={columns} showDependencies={false} showExposures={false} />
        <FlagTableHead environments={environments ?? []} showDependencies={false} showExposures={false} query={defaultFlagQuery} />
        <tbody>
          {Array.from({ length: 8 }, (_, row) => (
            <tr key={row} className="flag-row skeleton-row">
              {Array.from({ length: 6 + columns.length }, (_, cell) => (
                <td key={cell}>
                  <span className="skeleton" style={{ width: cell === 1 ? `${55 + ((row * 37) % 40)}%` : '60%' }} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
