import type { Strategy, Variant } from '../../../contract';
import { describeConstraint } from '../../describe/describeConstraint';
import { describeSegment, describeStrategy } from '../../describe/describeStrategy';
import { weightAsPercent } from '../../describe/variantWeights';
import { promotable, type Difference } from './environmentDiff';

/** A strategy in words, with what narrows it: "50% of users · userId is one of ann · segment: beta". */
export function strategyInWords(strategy: Strategy, featureName: string, segmentNames: ReadonlyMap<number, string>): string {
  const rule = [
    describeStrategy(strategy, featureName),
    ...(strategy.constraints ?? []).map(describeConstraint),
    ...(strategy.segments ?? []).map((id) => describeSegment(id, segmentNames)),
  ].join(' · ');
  return `${strategy.title ? `${strategy.title}: ` : ''}${rule}${strategy.disabled ? ' (disabled)' : ''}`;
}

const variantsInWords = (variants: readonly Variant[]) =>
  variants.length === 0 ? 'no variants' : variants.map((variant) => `${variant.name} ${weightAsPercent(variant.weight)}`).join(', ');

/** What one difference does when promoted, said from the target's side. */
export function differenceInWords(difference: Difference, featureName: string, from: string, to: string, segmentNames: ReadonlyMap<number, string>): string {
  switch (difference.kind) {
    case 'enabled':
      return `Turn ${difference.from ? 'on' : 'off'} in ${to} (${difference.from ? 'on' : 'off'} in ${from})`;
    case 'add':
      return `Add the strategy ${strategyInWords(difference.strategy, featureName, segmentNames)}`;
    case 'delete':
      return `Delete the strategy ${strategyInWords(difference.strategy, featureName, segmentNames)} (only in ${to})`;
    case 'variants':
      return `Variants as in ${from}: ${variantsInWords(difference.from)} (now ${variantsInWords(difference.to)})`;
  }
}

interface DifferenceItemProps {
  difference: Difference;
  words: string;
  chosen: boolean;
  onChoose: (id: string, chosen: boolean) => void;
}

export function DifferenceItem({ difference, words, chosen, onChoose }: DifferenceItemProps) {
  const able = promotable(difference);
  return (
    <li className={`compare-difference compare-${difference.kind}`}>
      <label className="checkbox">
        <input type="checkbox" checked={able && chosen} disabled={!able} onChange={(event) => onChoose(difference.id, event.target.checked)} />
        {' '}{words}
      </label>
      {!able && <span className="muted"> — cannot be promoted as it is: the service would refuse it.</span>}
    </li>
  );
}
