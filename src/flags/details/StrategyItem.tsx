import type { ReactNode } from 'react';
import type { Strategy } from '../../../contract';
import { describeConstraint } from '../../describe/describeConstraint';
import { describeSegment, describeStrategy } from '../../describe/describeStrategy';
import { VariantTable } from './VariantTable';

interface StrategyItemProps {
  strategy: Strategy;
  featureName: string;
  segmentNames: ReadonlyMap<number, string>;
  /** What may be done with it (edit, move, delete), where the viewer may. */
  children?: ReactNode;
}

/** One strategy: its rule in words, then the conditions that narrow it, then its variants. */
export function StrategyItem({ strategy, featureName, segmentNames, children }: StrategyItemProps) {
  const constraints = strategy.constraints ?? [];
  const segments = strategy.segments ?? [];
  const variants = strategy.variants ?? [];
  return (
    <li className={`strategy${strategy.disabled ? ' strategy-disabled' : ''}`}>
      <div className="strategy-head">
        {strategy.title && <strong className="strategy-title">{strategy.title}:</strong>}{strategy.title && ' '}
        <span className="strategy-rule">{describeStrategy(strategy, featureName)}</span>
        {strategy.disabled && <span className="badge">disabled, not evaluated</span>}
      </div>
      {(segments.length > 0 || constraints.length > 0) && (
        <div className="strategy-conditions">
          <span className="muted">only when</span>
          <ul>
          {segments.map((id) => (
            <li key={`segment-${id}`}>{describeSegment(id, segmentNames)}</li>
          ))}
          {constraints.map((constraint, index) => (
            <li key={index}>{describeConstraint(constraint)}</li>
          ))}
          </ul>
        </div>
      )}
      {variants.length > 0 && <VariantTable variants={variants} caption="Strategy variants" />}
      {children}
    </li>
  );
}
