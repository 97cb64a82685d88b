import { useId, useState } from 'react';
import { constraintOperators, type Constraint, type ConstraintOperator } from '../../../../contract';
import { isSingleValueOperator, operatorValueKind } from '../../../../contract/constraintValues';
import { operatorLabels, parseValueList, takesCaseInsensitive, withOperator } from './constraintForm';
import type { FieldProblems } from './strategyForm';

interface ConstraintRowProps {
  index: number;
  constraint: Constraint;
  contextFieldsId: string;
  /** Problems of this constraint, by path below it (`value`, `values.3`, `contextName`). */
  problems: FieldProblems;
  onChange: (constraint: Constraint) => void;
  onRemove: () => void;
}

const placeholders = {
  number: '10 or 2.5', date: '2030-01-31T09:00:00Z', semver: '1.2.3', text: '', list: '',
} as const;

/** How many values a long list shows before it says how many more it holds. */
const shownValues = 20;

/** One constraint: the field, the operator, its options, and an input that fits the operator. */
export function ConstraintRow({ index, constraint, contextFieldsId, problems, onChange, onRemove }: ConstraintRowProps) {
  const id = useId();
  const number = index + 1;
  const single = isSingleValueOperator(constraint.operator);
  const [typed, setTyped] = useState(() => (constraint.values ?? []).join('\n'));
  // What was typed, while it still reads as the values held (a row removed above moves values up).
  const listText = parseValueList(typed).join('\n') === (constraint.values ?? []).join('\n') ? typed : (constraint.values ?? []).join('\n');
  const valueProblem = single
    ? problems.get('value')
    : problems.get('values') ?? [...problems].find(([path]) => path.startsWith('values.'))?.[1];
  const values = constraint.values ?? [];
  return (
    <fieldset className="constraint-row">
      <legend>Constraint {number}</legend>
      <div className="constraint-fields">
        <label htmlFor={`${id}-field`}>Context field</label>
        <input
          id={`${id}-field`} list={contextFieldsId} value={constraint.contextName} maxLength={100}
          aria-invalid={problems.has('contextName')}
          onChange={(event) => onChange({ ...constraint, contextName: event.target.value })}
        />
        <label htmlFor={`${id}-operator`}>Operator</label>
        <select
          id={`${id}-operator`} value={constraint.operator}
          onChange={(event) => {
            const operator = constraintOperators.find((candidate) => candidate === event.target.value);
            if (operator) onChange(withOperator(constraint, operator));
          }}
        >
          {constraintOperators.map((operator: ConstraintOperator) => (
            <option key={operator} value={operator}>{operatorLabels[operator]}</option>
          ))}
        </select>
        <label className="checkbox">
          <input type="checkbox" checked={constraint.inverted ?? false} onChange={(event) => onChange({ ...constraint, inverted: event.target.checked })} />
          Inverted (not)
        </label>
        {takesCaseInsensitive(constraint.operator) && (
          <label className="checkbox">
            <input type="checkbox" checked={constraint.caseInsensitive ?? false} onChange={(event) => onChange({ ...constraint, caseInsensitive: event.target.checked })} />
            Ignore case
          </label>
        )}
      </div>
      {problems.has('contextName') && <p className="field-error">{problems.get('contextName')}</p>}
      {single ? (
        <div className="constraint-value">
          <label htmlFor={`${id}-value`}>Value</label>
          <input
            id={`${id}-value`} value={constraint.value ?? ''} placeholder={placeholders[operatorValueKind[constraint.operator]]}
            inputMode={operatorValueKind[constraint.operator] === 'number' ? 'decimal' : undefined}
            aria-invalid={valueProblem !== undefined} aria-describedby={valueProblem ? `${id}-problem` : undefined}
            onChange={(event) => onChange({ ...constraint, value: event.target.value })}
          />
        </div>
      ) : (
        <div className="constraint-value">
          <label htmlFor={`${id}-values`}>Values, one a line or comma-separated (paste a list or a CSV column)</label>
          <textarea
            id={`${id}-values`} rows={3} value={listText} spellCheck={false}
            aria-invalid={valueProblem !== undefined} aria-describedby={`${id}-count${valueProblem ? ` ${id}-problem` : ''}`}
            onChange={(event) => {
              setTyped(event.target.value);
              onChange({ ...constraint, values: parseValueList(event.target.value) });
            }}
          />
          <p id={`${id}-count`} className="muted">
            {values.length === 0 ? 'No values yet.' : `${values.length.toLocaleString('en')} value${values.length === 1 ? '' : 's'}: `}
            {values.slice(0, shownValues).join(', ')}
            {values.length > shownValues && ` and ${(values.length - shownValues).toLocaleString('en')} more`}
          </p>
        </div>
      )}
      {valueProblem && <p id={`${id}-problem`} className="field-error" role="alert">{valueProblem}</p>}
      <button type="button" className="button button-quiet" onClick={onRemove}>Remove constraint {number}</button>
    </fieldset>
  );
}
