import { useRef, useState, type ClipboardEvent } from 'react';
import { addValues, countValues, describeAddition } from './valueList';
import { ValueList } from './ValueList';

interface ValueListFieldProps {
  id: string;
  /** "constraint 1": names the list of values. */
  owner: string;
  values: readonly string[];
  /** Why the service would refuse the list, or one of its values. */
  problem: string | undefined;
  onChange: (values: string[]) => void;
}

/**
 * The values of a list operator (IN, STR_CONTAINS, …): typed one at a time (Enter, or leaving the
 * field, adds what was typed; commas separate several), or pasted as a list — lines or CSV, tens
 * of thousands at once — which is read straight from the clipboard, never laid out as text.
 */
export function ValueListField({ id, owner, values, problem, onChange }: ValueListFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [added, setAdded] = useState('');

  const add = (text: string) => {
    if (text.trim() === '') return;
    const addition = addValues(values, text);
    if (addition.added > 0) onChange(addition.values);
    setAdded(addition.added + addition.repeated > 0 ? describeAddition(addition) : '');
    setTyped('');
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    // One value pasted is typed text like any other; a list goes straight into the values.
    if (!/[\r\n,]/.test(pasted)) return;
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    add(typed.slice(0, selectionStart ?? typed.length) + pasted + typed.slice(selectionEnd ?? typed.length));
  };

  const describedBy = [`${id}-count`, problem ? `${id}-problem` : undefined].filter(Boolean).join(' ');
  return (
    <div className="constraint-values">
      <label htmlFor={id}>Values to add: type one and press Enter, or paste a list (lines or CSV)</label>
      <div className="value-entry">
        <input
          ref={input} id={id} value={typed} spellCheck={false} autoComplete="off"
          aria-invalid={problem !== undefined} aria-describedby={describedBy}
          onChange={(event) => setTyped(event.target.value)}
          onPaste={onPaste}
          onKeyDown={(event) => {
            // Enter adds what was typed; with nothing typed it submits the form, as in any field.
            if (event.key === 'Enter' && typed.trim() !== '') {
              event.preventDefault();
              add(typed);
            }
          }}
          onBlur={() => add(typed)}
        />
        <button type="button" className="button button-small" onClick={() => add(typed)}>Add</button>
      </div>
      <p id={`${id}-count`} className="muted" aria-live="polite">
        {values.length === 0 ? 'No values yet.' : `${countValues(values.length)}.`}{added && ` ${added}`}
      </p>
      {values.length > 0 && (
        <ValueList
          values={values} label={`Values of ${owner}`}
          onRemove={(index) => onChange(values.filter((_, at) => at !== index))}
          onEmptied={() => input.current?.focus()}
        />
      )}
      {values.length > 1 && (
        <button type="button" className="button button-small button-quiet" onClick={() => { onChange([]); setAdded(''); input.current?.focus(); }}>
          Remove all {countValues(values.length)}
        </button>
      )}
      {problem && <p id={`${id}-problem`} className="field-error" role="alert">{problem}</p>}
    </div>
  );
}
