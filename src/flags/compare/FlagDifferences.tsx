import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { differenceInWords, DifferenceItem } from './DifferenceItem';
import type { FlagComparison } from './environmentDiff';

interface FlagDifferencesProps {
  projectId: string;
  comparison: FlagComparison;
  from: string;
  to: string;
  headingId: string;
  segmentNames: ReadonlyMap<number, string>;
  chosen: ReadonlySet<string>;
  onChoose: (id: string, chosen: boolean) => void;
}

/** One flag's differences between the two environments, each to choose for the promotion. */
export function FlagDifferences({ projectId, comparison, from, to, headingId, segmentNames, chosen, onChoose }: FlagDifferencesProps) {
  return (
    <section className="compare-flag" aria-labelledby={headingId}>
      <h2 id={headingId}><Link to={paths.flag(projectId, comparison.feature)}>{comparison.feature}</Link></h2>
      <ul className="compare-differences" aria-label={`Differences of ${comparison.feature}`}>
        {comparison.differences.map((difference) => (
          <DifferenceItem
            key={difference.id} difference={difference} chosen={chosen.has(difference.id)}
            words={differenceInWords(difference, comparison.feature, from, to, segmentNames)}
            onChoose={onChoose}
          />
        ))}
      </ul>
      {comparison.same.length > 0 && <p className="muted">{comparison.same.length} {comparison.same.length === 1 ? 'strategy is' : 'strategies are'} the same in both.</p>}
    </section>
  );
}
