import type { Payload } from '../../contract';
import { CopyButton } from './CopyButton';
import { parseCsv } from './parseCsv';
import './PayloadView.css';

function prettyJson(value: string): string | null {
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return null;
  }
}

const typeNames: Record<Payload['type'], string> = { json: 'JSON', csv: 'CSV', number: 'Number', string: 'String' };

// Long JSON starts folded, so one big payload does not push every other row off the screen;
// so does a long string (a table cell would otherwise grow as tall as its text).
const foldAfterLines = 12;
const foldAfterCharacters = 240;

interface PayloadViewProps {
  payload: Payload;
  /** Whose payload it is ("new-onboarding"): with it, a copy button named "Copy payload of …". */
  owner?: string;
}

/** A variant's payload as its type reads best: JSON pretty-printed and foldable, CSV as a small table. */
export function PayloadView({ payload, owner }: PayloadViewProps) {
  return (
    <div className="payload">
      <div className="payload-head">
        <span className="badge">{typeNames[payload.type]}</span>
        {owner && <CopyButton text={payload.value} label={`Copy payload of ${owner}`} />}
      </div>
      <PayloadBody payload={payload} />
    </div>
  );
}

function PayloadBody({ payload }: { payload: Payload }) {
  if (payload.type === 'json') {
    const pretty = prettyJson(payload.value);
    if (pretty === null) {
      return (
        <>
          <span className="field-error">not valid JSON, shown as sent</span>
          <pre className="payload-json">{payload.value}</pre>
        </>
      );
    }
    const lines = pretty.split('\n').length;
    return (
      <details className="payload-fold" open={lines <= foldAfterLines}>
        <summary>{lines === 1 ? '1 line' : `${lines} lines`}</summary>
        <pre className="payload-json">{pretty}</pre>
      </details>
    );
  }
  if (payload.type === 'csv') {
    const [header, ...rows] = parseCsv(payload.value);
    return (
      <table className="table payload-csv">
        {header && (
          <thead>
            <tr>
              {header.map((cell, i) => (
                <th key={i} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map((row, r) => (
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
  if (payload.value.length > foldAfterCharacters) {
    return (
      <details className="payload-fold">
        <summary>{payload.value.length.toLocaleString('en')} characters</summary>
        <code className="payload-value payload-value-long">{payload.value}</code>
      </details>
    );
  }
  return <code className="payload-value">{payload.value}</code>;
}
