import type { FrontendToggle } from '../../contract';
import { PayloadView } from '../ui/PayloadView';

function YesNo({ value }: { value: boolean | undefined }) {
  if (value === undefined) return <span className="muted">—</span>;
  return <span className={value ? 'badge badge-success' : 'badge'}>{value ? 'yes' : 'no'}</span>;
}

/** The flags one context gets, with everything `/api/frontend` says about each. */
export function ResultTable({ toggles, caption }: { toggles: readonly FrontendToggle[]; caption: string }) {
  return (
    <table className="table result-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Flag</th>
          <th scope="col">Variant</th>
          <th scope="col">Variant enabled</th>
          <th scope="col">feature_enabled</th>
          <th scope="col">Impression data</th>
          <th scope="col">Payload</th>
        </tr>
      </thead>
      <tbody>
        {toggles.map((toggle) => (
          <tr key={toggle.name}>
            <th scope="row" className="flag-name mono">
              {toggle.name}
            </th>
            <td>
              <span className="mono">{toggle.variant.name}</span>
            </td>
            <td>
              <YesNo value={toggle.variant.enabled} />
            </td>
            <td>
              <YesNo value={toggle.variant.feature_enabled} />
            </td>
            <td>
              <YesNo value={toggle.impressionData} />
            </td>
            <td>{toggle.variant.payload ? <PayloadView payload={toggle.variant.payload} owner={toggle.name} /> : <span className="muted">—</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
