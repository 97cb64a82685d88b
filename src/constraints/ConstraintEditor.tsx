import type { ContextField } from '../../contract/contextFields';
import type { Constraint } from '../../contract/feature';
import { ConstraintRow } from './ConstraintRow';
import { newConstraint } from './operators';
import './constraints.css';

export interface ConstraintEditorProps {
  constraints: readonly Constraint[];
  onChange: (constraints: Constraint[]) => void;
  /** The fields to pick from (`GET /api/admin/context`); a constraint on another field keeps it. */
  contextFields: readonly ContextField[];
  /** Problems by path below the list: `"0.value"`, `"1.values.3"`; `""` for the list itself. */
  problems?: ReadonlyMap<string, string>;
}

/** Problems of the constraint at `index`, by path below it. */
function problemsAt(problems: ReadonlyMap<string, string>, index: number): ReadonlyMap<string, string> {
  const prefix = `${index}.`;
  return new Map([...problems].filter(([path]) => path.startsWith(prefix)).map(([path, message]) => [path.slice(prefix.length), message]));
}

/**
 * Constraints, all of which must hold, each with the input its operator reads: one number, date-time
 * or version, legal values to tick, or a list of values typed or pasted. The one editor of
 * constraints, for strategies and segments alike: the caller owns the list and the problems.
 */
export function ConstraintEditor({ constraints, onChange, contextFields, problems = new Map() }: ConstraintEditorProps) {
  const replace = (index: number, next: Constraint) => onChange(constraints.map((constraint, at) => (at === index ? next : constraint)));
  return (
    <div className="constraint-editor">
      {constraints.length === 0 && <p className="muted">No constraints: everyone matches.</p>}
      {problems.get('') && <p className="field-error" role="alert">{problems.get('')}</p>}
      {constraints.map((constraint, index) => (
        <ConstraintRow
          key={index} index={index} constraint={constraint} contextFields={contextFields} problems={problemsAt(problems, index)}
          onChange={(next) => replace(index, next)} onRemove={() => onChange(constraints.filter((_, at) => at !== index))}
        />
      ))}
      <button type="button" className="button button-small" onClick={() => onChange([...constraints, newConstraint()])}>Add constraint</button>
    </div>
  );
}
