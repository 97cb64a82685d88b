import { useId } from 'react';
import type { Constraint } from '../../../../contract';
import { builtInContextFields, newConstraint } from './constraintForm';
import { ConstraintRow } from './ConstraintRow';
import type { FieldProblems } from './strategyForm';

interface ConstraintListProps {
  constraints: Constraint[];
  onChange: (constraints: Constraint[]) => void;
  /** Problems by path below the list (`0.value`, `1.values.3`). */
  problems: FieldProblems;
  /** Context fields to offer; any other may be typed. */
  contextFields?: readonly string[];
}

/** Problems of the constraint at `index`, by path below it. */
function problemsAt(problems: FieldProblems, index: number): FieldProblems {
  const prefix = `${index}.`;
  return new Map([...problems].filter(([path]) => path.startsWith(prefix)).map(([path, message]) => [path.slice(prefix.length), message]));
}

/** A strategy's constraints: all must hold for the strategy to apply. */
export function ConstraintList({ constraints, onChange, problems, contextFields = builtInContextFields }: ConstraintListProps) {
  const fieldsId = useId();
  const replace = (index: number, next: Constraint) => onChange(constraints.map((constraint, at) => (at === index ? next : constraint)));
  return (
    <section className="constraint-list" aria-label="Constraints">
      <datalist id={fieldsId}>
        {contextFields.map((field) => <option key={field} value={field} />)}
      </datalist>
      {problems.get('') && <p className="field-error">{problems.get('')}</p>}
      {constraints.map((constraint, index) => (
        <ConstraintRow
          key={index} index={index} constraint={constraint} contextFieldsId={fieldsId} problems={problemsAt(problems, index)}
          onChange={(next) => replace(index, next)} onRemove={() => onChange(constraints.filter((_, at) => at !== index))}
        />
      ))}
      <button type="button" className="button" onClick={() => onChange([...constraints, newConstraint()])}>Add constraint</button>
    </section>
  );
}
