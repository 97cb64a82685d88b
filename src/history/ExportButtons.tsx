import { useRef, useState } from 'react';
import { searchEvents } from '../api/events';
import { describeError } from '../ui/describeError';
import { downloadFile } from '../ui/downloadFile';
import { eventsAsCsv, eventsAsJson, exportFileName, readAllEvents } from './exportEvents';
import type { HistoryFilter } from './historyFilter';

type ExportState = { step: 'idle' } | { step: 'reading'; read: number; total: number | undefined } | { step: 'failed'; message: string };

const formats = {
  csv: { label: 'CSV', type: 'text/csv', write: eventsAsCsv },
  json: { label: 'JSON', type: 'application/json', write: eventsAsJson },
} as const;
const formatNames = ['csv', 'json'] as const;

/** Exports every event of the filter (all its pages, not only the one shown) as CSV or JSON. */
export function ExportButtons({ filter }: { filter: HistoryFilter }) {
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const running = useRef<AbortController | null>(null);

  async function exportAs(format: keyof typeof formats) {
    const controller = new AbortController();
    running.current = controller;
    setState({ step: 'reading', read: 0, total: undefined });
    try {
      const events = await readAllEvents(filter, searchEvents, controller.signal, (read, total) => setState({ step: 'reading', read, total }));
      const { type, write } = formats[format];
      downloadFile(exportFileName(filter, format, new Date()), type, write(events, filter));
      setState({ step: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) return setState({ step: 'idle' });
      setState({ step: 'failed', message: `The export stopped: ${describeError(error).message}` });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  return (
    <div className="history-export" role="group" aria-label="Export">
      {formatNames.map((format) => (
        <button key={format} type="button" className="button button-small" disabled={state.step === 'reading'} onClick={() => void exportAs(format)}>
          Export {formats[format].label}
        </button>
      ))}
      {state.step === 'reading' && (
        <>
          <span role="status">Reading events{state.total === undefined ? '…' : `: ${state.read} of ${state.total}`}</span>
          <button type="button" className="button button-small button-quiet" onClick={() => running.current?.abort()}>
            Cancel export
          </button>
        </>
      )}
      {state.step === 'failed' && <span role="alert" className="field-error">{state.message}</span>}
    </div>
  );
}
