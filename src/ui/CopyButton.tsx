import { useEffect, useState } from 'react';

interface CopyButtonProps {
  text: string;
  /** What is copied, for the accessible name: "Copy query string". */
  label: string;
  className?: string;
}

/** Copies text to the clipboard and says so where screen readers hear it. */
export function CopyButton({ text, label, className }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <button type="button" className={`button button-small ${className ?? ''}`.trim()} aria-label={label} onClick={copy}>
      <span aria-hidden="true">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}</span>
      <span className="visually-hidden" role="status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy: select the text and copy it by hand' : ''}
      </span>
    </button>
  );
}
