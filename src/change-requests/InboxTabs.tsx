import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface InboxTabsProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  label: (tab: T) => ReactNode;
  onSelect: (tab: T) => void;
  /** The id of the tab panel the tabs control. */
  panelId: string;
  name: string;
}

/** ARIA tabs: one tab stop, arrows move between tabs, Home and End to the ends. */
export function InboxTabs<T extends string>({ tabs, selected, label, onSelect, panelId, name }: InboxTabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (tab === undefined) return;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };
  return (
    <div role="tablist" aria-label={name} className="cr-tabs">
      {tabs.map((tab, index) => (
        <button
          key={tab}
          ref={(element) => {
            if (element) refs.current.set(tab, element);
            else refs.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={`${panelId}-${tab}`}
          aria-selected={tab === selected}
          aria-controls={panelId}
          tabIndex={tab === selected ? 0 : -1}
          className="cr-tab"
          onClick={() => onSelect(tab)}
          onKeyDown={(event) => move(event, index)}
        >
          {label(tab)}
        </button>
      ))}
    </div>
  );
}
