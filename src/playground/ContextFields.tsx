import { useId } from 'react';
import { contextFieldNames, type ContextFieldName, type PlaygroundContext } from './playgroundContext';
import { CurrentTimeField } from './CurrentTimeField';
import { PropertyRows } from './PropertyRows';
import type { ContextProblems } from './contextProblems';
import { defaultAppName } from './adminRequest';
import type { Via } from './playgroundUrl';

interface ContextFieldsProps {
  context: PlaygroundContext;
  onChange: (context: PlaygroundContext) => void;
  problems: ContextProblems;
  /** The parameter the service refused, and why ("userId", "properties[plan]"). */
  refused?: { parameter: string; message: string };
  environments: string[];
  via: Via;
}

// What the service fills in when a field is left empty, shown so nobody has to guess: the frontend
// API as Unleash's does; the admin playground leaves the session and address out.
const placeholdersFor: Record<Via, Partial<Record<ContextFieldName, string>>> = {
  frontend: { sessionId: 'random per request', remoteAddress: 'your address', environment: 'default', appName: defaultAppName },
  admin: { sessionId: 'none', remoteAddress: 'none', environment: 'default', appName: defaultAppName },
};

export function ContextFields({ context, onChange, problems, refused, environments, via }: ContextFieldsProps) {
  const placeholders = placeholdersFor[via];
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
