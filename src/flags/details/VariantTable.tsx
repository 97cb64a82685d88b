import type { StrategyVariant, Variant } from '../../../contract';
import { describeOverride } from '../../describe/describeConstraint';
import { stickinessInWords, weightAsPercent } from '../../describe/variantWeights';
import { PayloadView } from '../../ui/PayloadView';

/** Variants (of an environment, or of a strategy) with their share, stickiness, overrides and payload. */
export function VariantTable({ variants, caption }: { variants: readonly (Variant | StrategyVariant)[]; caption: string }) {
  const withOverrides = variants.some((variant) => 'overrides' in variant && (variant.overrides?.length ?? 0) > 0);
  return (
    <table className="table variant-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Variant</th>
          <th scope="col">Weight</th>
          <th scope="col">Stickiness</th>
          {withOverrides && <th scope="col">Overrides</th>}
          <th scope="col">Payload</th>
        </tr>
      </thead>
      <tbody>
        {variants.map((variant) => (
          <tr key={variant.name}>
            <th scope="row">
              <code>{variant.name}</code>
            </th>
            <td>
              {weightAsPercent(variant.weight)}
              {variant.weightType === 'fix' && <span className="badge" title="A fixed weight; the variable ones share the rest">fixed</span>}
            </td>
            <td>{stickinessInWords(variant.stickiness)}</td>
            {withOverrides && (
              <td>
                {'overrides' in variant && variant.overrides?.length
                  ? variant.overrides.map((override) => <div key={override.contextName}>{describeOverride(override)}</div>)
                  : <span className="muted">—</span>}
              </td>
            )}
            <td>{variant.payload ? <PayloadView payload={variant.payload} /> : <span className="muted">—</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
