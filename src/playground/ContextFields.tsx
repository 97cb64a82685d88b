import { useId } from 'react';
import { contextFieldNames, type ContextFieldName, type PlaygroundContext } from './playgroundContext';
import { CurrentTimeField } from './CurrentTimeField';
import { PropertyRows } from './PropertyRows';
import type { ContextProblems } from './contextProblems';

interface ContextFieldsProps {
  context: PlaygroundContext;
  onChange: (context: PlaygroundContext) => void;
  problems: ContextProblems;
  /** The parameter the service refused, and why ("userId", "properties[plan]"). */
  refused?: { parameter: string; message: string };
  environments: string[];
}

// What the frontend API fills in when a field is left empty, shown so nobody has to guess.
const placeholders: Partial<Record<ContextFieldName, string>> = {
  sessionId: 'random per request',
  remoteAddress: 'your address',
  environment: 'default',
  appName: 'frontend-api',
};

export function ContextFields({ context, onChange, problems, refused, environments }: ContextFieldsProps) {
  const id = useId();
  const refusedField = refused && (contextFieldNames as readonly string[]).includes(refused.parameter) ? refused.parameter : undefined;
  const set = (name: ContextFieldName, value: string) => onChange({ ...context, [name]: value });

  return (
    <div className="context-fields">
      {contextFieldNames
        .filter((name) => name !== 'currentTime')
        .map((name) => {
          const errorId = `${id}-${name}-error`;
          const invalid = refusedField === name;
          return (
            <div className="field" key={name}>
              <label htmlFor={`${id}-${name}`} className="mono">
                {name}
              </label>
              <input
                id={`${id}-${name}`}
                value={context[name]}
                onChange={(event) => set(name, event.target.value)}
                placeholder={placeholders[name]}
                list={name === 'environment' && environments.length ? `${id}-environments` : undefined}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId : undefined}
              />
              {invalid && refused && (
                <p id={errorId} className="field-error">
                  {refused.message}
                </p>
              )}
            </div>
          );
        })}
      <datalist id={`${id}-environments`}>
        {environments.map((environment) => (
          <option key={environment} value={environment} />
        ))}
      </datalist>
      <CurrentTimeField value={context.currentTime} onChange={(value) => set('currentTime', value)} refused={refusedField === 'currentTime' ? refused?.message : undefined} />
      <PropertyRows
        properties={context.properties}
        onChange={(properties) => onChange({ ...context, properties })}
        problems={problems.properties}
        refused={refused && !refusedField ? refused : undefined}
      />
    </div>
  );
}
