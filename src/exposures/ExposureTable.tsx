import type { ChartSeries } from './ExposureChart';

const number = new Intl.NumberFormat();

/** The numbers behind a chart, as a table a screen reader or a keyboard can walk, folded away until asked for. */
export function ExposureTable({ caption, labels, series }: { caption: string; labels: string[]; series: ChartSeries[] }) {
  return (
    <details className="exposure-numbers">
      <summary>Numbers behind the chart</summary>
      {/* It scrolls, so it takes the focus: a keyboard can then scroll it (axe: scrollable-region-focusable). */}
      <div className="exposure-table-scroll" tabIndex={0} role="group" aria-label={caption}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              {series.map((one) => <th key={one.label} scope="col">{one.label}</th>)}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((one) => <td key={one.label}>{number.format(one.counts[row] ?? 0)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
