import type { Payload } from '../api/contract';
import { parseCsv } from './parseCsv';
import './PayloadView.css';

function prettyJson(value: string): string | null {
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return null;
  }
}

/** A variant's payload as its type reads best: JSON pretty-printed, CSV as a small table. */
export function PayloadView({ payload }: { payload: Payload }) {
  if (payload.type === 'json') {
    const pretty = prettyJson(payload.value);
    return (
      <div className="payload">
        <span className="badge">JSON</span>
        {pretty === null && <span className="field-error"> not valid JSON, shown as sent</span>}
        <pre className="payload-json">{pretty ?? payload.value}</pre>
      </div>
    );
  }
  if (payload.type === 'csv') {
    const [header, ...rows] = parseCsv(payload.value);
    return (
      <div className="payload">
        <span className="badge">CSV</span>
        <table className="table payload-csv">
          {header && (
            <thead>
              <tr>{header.map((cell, i) => <th key={i} scope="col">{cell}</th>)}</tr>
            </thead>
          )}
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>{row.map((cell, c) => <td key={c}>{cell}</td>)}</tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className="payload">
      <span className="badge">{payload.type === 'number' ? 'Number' : 'String'}</span> <code>{payload.value}</code>
    </div>
  );
}
