import { useId, useState } from 'react';
import type { ContextField } from '../../contract/contextFields';
import type { Constraint } from '../../contract/feature';
import { editorOperators, operatorLabels, splitValues, valueHints, valueKindOf } from './operators';

export interface ConstraintEditorProps {
  constraints: readonly Constraint[];
  onChange: (constraints: Constraint[]) => void;
  /** The fields to pick from (`GET /api/admin/context`); a constraint on another field keeps it. */
  contextFields: readonly ContextField[];
  /** Problems by field, `"0.value"`, `"1.values"` (constraintProblems, or the service's 400). */
  problems?: ReadonlyMap<string, string>;
  disabled?: boolean;
}

const newConstraint = (): Constraint => ({ contextName: 'userId', operator: 'IN', values: [], inverted: false, caseInsensitive: false });

/**
 * A list of constraints, each with the input its operator reads: a list of values (legal values as
 * choices where the field has them), or one number, date-time or version. Self-contained: the
 * caller owns the list and the problems, and says where to send them.
 */
export function ConstraintEditor({ constraints, onChange, contextFields, problems = new Map(), disabled = false }: ConstraintEditorProps) {
  const replace = (index: number, next: Constraint) => onChange(constraints.map((constraint, i) => (i === index ? next : constraint)));
  return (
    <div className="constraint-editor">
      {constraints.length === 0 && <p className="muted">No constraints: everyone matches.</p>}
      {constraints.map((constraint, index) => (
        <ConstraintRow
          key={index}
          index={index}
          constraint={constraint}
          contextFields={contextFields}
          problems={problems}
          disabled={disabled}
          onChange={(next) => replace(index, next)}
          onRemove={() => onChange(constraints.filter((_, i) => i !== index))}
        />
      ))}
      <button type="button" className="button button-small" disabled={disabled} onClick={() => onChange([...constraints, newConstraint()])}>
        Add constraint
      </button>
    </div>
  );
}

interface RowProps {
  index: number;
  constraint: Constraint;
  contextFields: readonly ContextField[];
  problems: ReadonlyMap<string, string>;
  disabled: boolean;
  onChange: (constraint: Constraint) => void;
  onRemove: () => void;
}

function ConstraintRow({ index, constraint, contextFields, problems, disabled, onChange, onRemove }: RowProps) {
  const id = useId();
  const kind = valueKindOf(constraint.operator);
  const field = contextFields.find((candidate) => candidate.name === constraint.contextName);
  const legalValues = field?.legalValues ?? [];
  const names = contextFields.some((candidate) => candidate.name === constraint.contextName)
    ? contextFields.map((candidate) => candidate.name)
    : [constraint.contextName, ...contextFields.map((candidate) => candidate.name)];
  const problemOf = (name: string) => problems.get(`${index}.${name}`);
  const number = index + 1;

  function setOperator(operator: Constraint['operator']) {
    const single = valueKindOf(operator) !== 'list';
    const carried = constraint.value ?? constraint.values?.[0] ?? '';
    onChange(single
      ? { ...constraint, operator, value: carried, values: undefined }
      : { ...constraint, operator, values: constraint.values ?? (carried ? [carried] : []), value: undefined });
  }

  return (
    <fieldset className="constraint-row" disabled={disabled}>
      <legend>Constraint {number}</legend>
      <label htmlFor={`${id}-field`}>Context field</label>
      <select id={`${id}-field`} value={constraint.contextName} onChange={(event) => onChange({ ...constraint, contextName: event.target.value })}>
        {names.map((name) => <option key={name} value={name}>{name}</option>)}
      </select>
      <FieldProblem id={`${id}-field-problem`} problem={problemOf('contextName')} />

      <label htmlFor={`${id}-operator`}>Operator</label>
      <select id={`${id}-operator`} value={constraint.operator} onChange={(event) => setOperator(editorOperators.find((op) => op === event.target.value) ?? 'IN')}>
        {editorOperators.map((operator) => <option key={operator} value={operator}>{operatorLabels[operator]}</option>)}
      </select>

      {kind === 'list' && legalValues.length > 0 && (
        <fieldset className="constraint-legal-values" aria-describedby={problemOf('values') ? `${id}-values-problem` : undefined}>
          <legend>Values</legend>
          {legalValues.map((legal) => (
            <label key={legal.value} className="checkbox">
              <input
                type="checkbox"
                checked={constraint.values?.includes(legal.value) ?? false}
                onChange={(event) => onChange({
                  ...constraint,
                  values: event.target.checked ? [...(constraint.values ?? []), legal.value] : (constraint.values ?? []).filter((value) => value !== legal.value),
                })}
              />
              {legal.value}
              {legal.description ? <span className="muted"> — {legal.description}</span> : null}
            </label>
          ))}
        </fieldset>
      )}
      {kind === 'list' && legalValues.length === 0 && (
        <ValueList id={`${id}-values`} values={constraint.values ?? []} problem={problemOf('values')} onChange={(values) => onChange({ ...constraint, values })} />
      )}
      {kind !== 'list' && (
        <>
          <label htmlFor={`${id}-value`}>Value</label>
          <input
            id={`${id}-value`}
            value={constraint.value ?? ''}
            inputMode={kind === 'number' ? 'decimal' : undefined}
            placeholder={valueHints[kind]}
            aria-invalid={problemOf('value') ? true : undefined}
            aria-describedby={`${id}-value-hint${problemOf('value') ? ` ${id}-value-problem` : ''}`}
            onChange={(event) => onChange({ ...constraint, value: event.target.value })}
          />
          <span id={`${id}-value-hint`} className="muted">{valueHints[kind]}</span>
        </>
      )}
      {kind === 'list' && legalValues.length > 0 && <FieldProblem id={`${id}-values-problem`} problem={problemOf('values')} />}
      {kind !== 'list' && <FieldProblem id={`${id}-value-problem`} problem={problemOf('value')} />}

      <label className="checkbox">
        <input type="checkbox" checked={constraint.inverted ?? false} onChange={(event) => onChange({ ...constraint, inverted: event.target.checked })} />
        Inverted (matches when this does not)
      </label>
      {constraint.operator.startsWith('STR_') && (
        <label className="checkbox">
          <input type="checkbox" checked={constraint.caseInsensitive ?? false} onChange={(event) => onChange({ ...constraint, caseInsensitive: event.target.checked })} />
          Case insensitive
        </label>
      )}
      <button type="button" className="button button-small button-quiet" onClick={onRemove}>
        Remove constraint {number}
      </button>
    </fieldset>
  );
}

/** The values as typed (one per line, or pasted with commas); the list is what they say. */
function ValueList({ id, values, problem, onChange }: { id: string; values: readonly string[]; problem: string | undefined; onChange: (values: string[]) => void }) {
  const [text, setText] = useState(() => values.join('\n'));
  return (
    <>
      <label htmlFor={id}>Values (one per line)</label>
      <textarea
        id={id}
        rows={3}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          onChange(splitValues(event.target.value));
        }}
      />
      <span className="muted">{values.length} {values.length === 1 ? 'value' : 'values'}</span>
      <FieldProblem id={`${id}-problem`} problem={problem} />
    </>
  );
}

function FieldProblem({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null;
  return <p id={id} className="field-error" role="alert">{problem}</p>;
}
