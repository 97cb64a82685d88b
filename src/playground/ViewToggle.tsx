/** Edit the contexts as form fields or as JSON; both edit the same contexts. */
export function ViewToggle({ view, onChange }: { view: 'form' | 'raw'; onChange: (view: 'form' | 'raw') => void }) {
  return (
    <div className="segmented" role="group" aria-label="Edit contexts as">
      <button type="button" className="button button-small" aria-pressed={view === 'form'} onClick={() => onChange('form')}>
        Form
      </button>
      <button type="button" className="button button-small" aria-pressed={view === 'raw'} onClick={() => onChange('raw')}>
        Raw JSON
      </button>
    </div>
  );
}
