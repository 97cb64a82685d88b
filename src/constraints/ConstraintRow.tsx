import { useId } from 'react';
import type { ContextField } from '../../contract/contextFields';
import { constraintOperators, type Constraint } from '../../contract/feature';
import { isSingleValueOperator, operatorValueKind } from '../../contract/constraintValues';
import { LegalValueChoices } from './LegalValueChoices';
import { operatorLabels, operatorsFor, takesCaseInsensitive, valueHints, withOperator } from './operators';
import { ValueListField } from './ValueListField';

interface ConstraintRowProps {
  index: number;
  constraint: Constraint;
  contextFields: readonly ContextField[];
  /** Problems of this constraint, by path below it (`value`, `values`, `values.3`, `contextName`). */
  problems: ReadonlyMap<string, string>;
  onChange: (constraint: Constraint) => void;
  onRemove: () => void;
}

const shortened = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** The list's own problem, else the first of its values' problems, naming that value. */
function listProblem(problems: ReadonlyMap<string, string>, values: readonly string[]): string | undefined {
  const own = problems.get('values');
  if (own) return own;
  for (const [path, message] of problems) {
    const at = /^values\.(\d+)$/.exec(path)?.[1];
    if (at !== undefined) return `Value ${Number(at) + 1} (“${shortened(values[Number(at)] ?? '')}”): ${message}`;
  }
  return undefined;
}

/** One constraint: the context field, the operator and its options, and an input that fits the operator. */
export function ConstraintRow({ index, constraint, contextFields, problems, onChange, onRemove }: ConstraintRowProps) {
  const id = useId();
  const number = index + 1;
  const kind = operatorValueKind[constraint.operator];
  const single = isSingleValueOperator(constraint.operator);
  const field = contextFields.find((candidate) => candidate.name === constraint.contextName);
  const names = field ? contextFields.map((candidate) => candidate.name) : [constraint.contextName, ...contextFields.map((candidate) => candidate.name)];
  const legalValues = field?.legalValues ?? [];
  const values = constraint.values ?? [];
  const fieldProblem = problems.get('contextName');
  const valueProblem = single ? problems.get('value') : listProblem(problems, values);
  const hint = kind === 'number' || kind === 'date' || kind === 'semver' ? valueHints[kind] : undefined;

  return (
    <fieldset className="constraint-row">
      <legend>Constraint {number}</legend>
      <div className="constraint-fields">
        <label htmlFor={`${id}-field`}>Context field</label>
        <select
          id={`${id}-field`} value={constraint.contextName}
          aria-invalid={fieldProblem !== undefined} aria-describedby={fieldProblem ? `${id}-field-problem` : undefined}
          onChange={(event) => onChange({ ...constraint, contextName: event.target.value })}
        >
          {names.map((name) => <option key={name} value={name}>{name}</option>)}
        </select>
        <label htmlFor={`${id}-operator`}>Operator</label>
        <select
          id={`${id}-operator`} value={constraint.operator}
          onChange={(event) => {
            const operator = constraintOperators.find((candidate) => candidate === event.target.value);
            if (operator) onChange(withOperator(constraint, operator));
          }}
        >
          {operatorsFor(constraint.operator).map((operator) => <option key={operator} value={operator}>{operatorLabels[operator]}</option>)}
        </select>
      </div>
      {fieldProblem && <p id={`${id}-field-problem`} className="field-error" role="alert">{fieldProblem}</p>}
      <div className="constraint-options">
        <label className="checkbox">
          <input type="checkbox" checked={constraint.inverted ?? false} onChange={(event) => onChange({ ...constraint, inverted: event.target.checked })} />
          Inverted (matches when this does not)
        </label>
        {takesCaseInsensitive(constraint.operator) && (
          <label className="checkbox">
            <input type="checkbox" checked={constraint.caseInsensitive ?? false} onChange={(event) => onChange({ ...constraint, caseInsensitive: event.target.checked })} />
            Ignore case
          </label>
        )}
      </div>
      {single && (
        <div className="constraint-value">
          <label htmlFor={`${id}-value`}>Value</label>
          <input
            id={`${id}-value`} value={constraint.value ?? ''} placeholder={hint} spellCheck={false}
            inputMode={kind === 'number' ? 'decimal' : undefined}
            aria-invalid={valueProblem !== undefined}
            aria-describedby={`${id}-value-hint${valueProblem ? ` ${id}-value-problem` : ''}`}
            onChange={(event) => onChange({ ...constraint, value: event.target.value })}
          />
          <span id={`${id}-value-hint`} className="muted">{hint}</span>
          {valueProblem && <p id={`${id}-value-problem`} className="field-error" role="alert">{valueProblem}</p>}
        </div>
      )}
      {!single && legalValues.length > 0 && (
        <LegalValueChoices id={`${id}-legal`} legalValues={legalValues} values={values} problem={valueProblem} onChange={(next) => onChange({ ...constraint, values: next })} />
      )}
      {!single && legalValues.length === 0 && (
        <ValueListField id={`${id}-values`} owner={`constraint ${number}`} values={values} problem={valueProblem} onChange={(next) => onChange({ ...constraint, values: next })} />
      )}
      <button type="button" className="button button-small button-quiet" onClick={onRemove}>Remove constraint {number}</button>
    </fieldset>
  );
}
