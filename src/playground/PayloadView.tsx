import type { Payload } from '../api/contract';
import { CopyButton } from '../ui/CopyButton';
import { parseCsv } from './parseCsv';

/** A variant's payload shown as what it is: JSON pretty-printed, CSV as a table, a number, text. */
export function PayloadView({ payload, owner }: { payload: Payload; owner: string }) {
  return (
    <div className="payload">
      <div className="payload-head">
        <span className="badge">{payload.type}</span>
        <CopyButton text={payload.value} label={`Copy payload of ${owner}`} />
      </div>
      <PayloadBody payload={payload} />
    </div>
  );
}

function PayloadBody({ payload }: { payload: Payload }) {
  if (payload.type === 'json') {
    const pretty = prettyJson(payload.value);
    if (pretty === null) return <pre className="payload-text">{payload.value}</pre>;
    const lines = pretty.split('\n').length;
    return (
      <details className="payload-json" open={lines <= 12}>
        <summary>
          JSON, {lines} {lines === 1 ? 'line' : 'lines'}
        </summary>
        <pre>{pretty}</pre>
      </details>
    );
  }
  if (payload.type === 'csv') return <CsvTable text={payload.value} />;
  if (payload.type === 'number') return <span className="payload-number mono">{payload.value}</span>;
  return <span className="payload-text">{payload.value}</span>;
}

function prettyJson(value: string): string | null {
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return null;
  }
}

function CsvTable({ text }: { text: string }) {
  const rows = parseCsv(text);
  if (rows.length === 0) return <span className="muted">empty</span>;
  // A CSV of several rows almost always starts with its header.
  const head = rows.length > 1 ? rows[0] : undefined;
  const body = rows.length > 1 ? rows.slice(1) : rows;
  return (
    <table className="payload-csv">
      {head && (
        <thead>
          <tr>
            {head.map((cell, i) => (
              <th key={i} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {body.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) => (
              <td key={c}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
