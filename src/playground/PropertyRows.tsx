import type { ContextProperty } from './playgroundContext';

interface PropertyRowsProps {
  properties: ContextProperty[];
  onChange: (properties: ContextProperty[]) => void;
  /** Problems by row index. */
  problems: Record<number, string>;
  /** A refusal of the service naming a parameter that is not a named field: a property. */
  refused?: { parameter: string; message: string };
}

/** Custom context properties (`properties[name]=value`), one row each. */
export function PropertyRows({ properties, onChange, problems, refused }: PropertyRowsProps) {
  const set = (index: number, change: Partial<ContextProperty>) =>
    onChange(properties.map((property, i) => (i === index ? { ...property, ...change } : property)));
  const refusedIndex = refused ? properties.findIndex(({ name }) => refused.parameter === `properties[${name}]` || refused.parameter === name) : -1;

  return (
    <fieldset className="property-rows">
      <legend>Properties</legend>
      {properties.length === 0 && <p className="muted field-note">No custom properties.</p>}
      {properties.map((property, index) => {
        const number = index + 1;
        const problem = problems[index] ?? (index === refusedIndex ? refused?.message : undefined);
        return (
          <div className="property-row" key={index}>
            <input
              aria-label={`Name of property ${number}`}
              placeholder="name"
              value={property.name}
              onChange={(event) => set(index, { name: event.target.value })}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={problem ? true : undefined}
            />
            <input
              aria-label={`Value of property ${number}`}
              placeholder="value"
              value={property.value}
              onChange={(event) => set(index, { value: event.target.value })}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={index === refusedIndex || undefined}
            />
            <button
              type="button"
              className="button button-small button-quiet"
              aria-label={`Remove property ${property.name || number}`}
              onClick={() => onChange(properties.filter((_, i) => i !== index))}
            >
              ✕
            </button>
            {problem && <p className="field-error property-error">{problem}</p>}
          </div>
        );
      })}
      <button type="button" className="button button-small" onClick={() => onChange([...properties, { name: '', value: '' }])}>
        Add property
      </button>
    </fieldset>
  );
}
