import { useQuery } from '@tanstack/react-query';
import type { AdvancedPlaygroundEnvironmentFeature } from '../../contract';
import { requiredParentState } from '../describe/describeDependency';
import { FlagName } from './FlagName';
import { flagReason, type StrategyReason } from './flagReasons';
import { flagDependenciesOptions } from './queries';

const outcomeWords: Record<StrategyReason['outcome'], { text: string; badge: string }> = {
  holds: { text: 'holds', badge: 'badge badge-success' },
  fails: { text: 'does not hold', badge: 'badge badge-danger' },
  unknown: { text: 'cannot be evaluated here', badge: 'badge badge-warning' },
};

interface FlagWhyProps {
  entry: AdvancedPlaygroundEnvironmentFeature;
  /** The other flags of the same evaluation, where a parent's own answer is found. */
  evaluated: readonly AdvancedPlaygroundEnvironmentFeature[];
  /** Whether to open with the deciding sentence (left out where it is already the disclosure's summary). */
  withSummary?: boolean;
}

/** Why one flag is not enabled for one context: the sentence that decides, then every strategy and condition. */
export function FlagWhy({ entry, evaluated, withSummary = true }: FlagWhyProps) {
  const reason = flagReason(entry);
  return (
    <div className="why">
      {withSummary && <p className="why-summary">{reason.summary}</p>}
      {reason.unsatisfiedDependency && entry.isEnabledInCurrentEnvironment && <ParentsWhy entry={entry} evaluated={evaluated} />}
      {entry.isEnabledInCurrentEnvironment && reason.strategies.length > 0 && (
        <ol className="why-strategies" aria-label={`Strategies of ${entry.name}`}>
          {reason.strategies.map((strategy) => (
            <StrategyWhy key={strategy.number} strategy={strategy} />
          ))}
        </ol>
      )}
    </div>
  );
}

function StrategyWhy({ strategy }: { strategy: StrategyReason }) {
  const outcome = outcomeWords[strategy.outcome];
  return (
    <li className="why-strategy">
      <span className="why-strategy-line">
        <span className="mono">{strategy.name}</span>
        <span className="muted">{strategy.rule}</span>
        <span className={outcome.badge}>{outcome.text}</span>
      </span>
      {strategy.conditions.length > 0 && (
        <ul className="why-conditions" aria-label={`Conditions of strategy ${strategy.number}`}>
          {strategy.conditions.map((condition, index) => (
            <li key={index} className={condition.holds ? 'why-condition holds' : 'why-condition fails'}>
              <span aria-hidden="true" className="why-mark">
                {condition.holds ? '✓' : '✗'}
              </span>
              <span className="visually-hidden">{condition.holds ? 'Holds: ' : 'Fails: '}</span>
              {condition.segment && <span className="muted">segment {condition.segment}: </span>}
              <span className="mono">{condition.condition}</span>
              <span className="why-actual"> — {condition.actual}</span>
            </li>
          ))}
        </ul>
      )}
      {strategy.ruleReason && <p className="why-rule">{strategy.ruleReason}.</p>}
    </li>
  );
}

/**
 * The parents and what each must be: the admin playground says only that one is not as required,
 * so the flag's dependencies are read from its details, and each parent's answer from the same
 * evaluation.
 */
function ParentsWhy({ entry, evaluated }: Omit<FlagWhyProps, 'withSummary'>) {
  const dependencies = useQuery(flagDependenciesOptions(entry.projectId, entry.name));
  if (!dependencies.data?.length) return null;
  return (
    <ul className="why-parents">
      {dependencies.data.map((dependency) => {
        const parent = evaluated.find((candidate) => candidate.name === dependency.feature);
        const now = !parent
          ? 'it was not evaluated here'
          : parent.isEnabled
            ? `for this context it is enabled${parent.variant?.enabled ? `, with variant ${parent.variant.name}` : ''}`
            : 'for this context it is not enabled';
        return (
          <li key={dependency.feature}>
            Depends on <FlagName name={dependency.feature} projectId={parent?.projectId ?? entry.projectId} />, which {requiredParentState(dependency)}; {now}.
          </li>
        );
      })}
    </ul>
  );
}
