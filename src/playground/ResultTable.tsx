import { PayloadView } from '../ui/PayloadView';
import type { ShownToggle } from './answers';
import { FlagName } from './FlagName';

function YesNo({ value }: { value: boolean | undefined }) {
  if (value === undefined) return <span className="muted">—</span>;
  return <span className={value ? 'badge badge-success' : 'badge'}>{value ? 'yes' : 'no'}</span>;
}

/** Why a flag is enabled, and why it has its variant (the admin playground's reasons). */
export interface EnabledWhy {
  summary: string;
  variant?: string;
}

interface ResultTableProps {
  toggles: readonly ShownToggle[];
  caption: string;
  /** The project a flag without one of its own is in, for the link to it (none when not known). */
  project: string | null;
  why?: ReadonlyMap<string, EnabledWhy>;
}

/** The flags one context gets, with everything the answer says about each. */
export function ResultTable({ toggles, caption, project, why }: ResultTableProps) {
  // The admin playground does not say whether a flag sends impression data; the frontend API does.
  const impressions = toggles.some((toggle) => toggle.impressionData !== undefined);
  return (
    <table className="table result-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Flag</th>
          <th scope="col">Variant</th>
          <th scope="col">Variant enabled</th>
          <th scope="col">feature_enabled</th>
          {impressions && <th scope="col">Impression data</th>}
          <th scope="col">Payload</th>
          {why && <th scope="col">Why</th>}
        </tr>
      </thead>
      <tbody>
        {toggles.map((toggle) => {
          const reason = why?.get(toggle.name);
          return (
            <tr key={toggle.name}>
              <th scope="row">
                <FlagName name={toggle.name} projectId={toggle.projectId ?? project} />
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
              {impressions && (
                <td>
                  <YesNo value={toggle.impressionData} />
                </td>
              )}
              <td>{toggle.variant.payload ? <PayloadView payload={toggle.variant.payload} owner={toggle.name} /> : <span className="muted">—</span>}</td>
              {why && (
                <td className="why-cell">
                  {reason && (
                    <>
                      <p className="why-summary">{reason.summary}</p>
                      {reason.variant && <p className="why-variant">{reason.variant}</p>}
                    </>
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
