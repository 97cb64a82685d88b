import type { LiveStatus } from './liveConnection';

const words = (status: LiveStatus): string => {
  switch (status.mode) {
    case 'connecting':
      return 'Connecting to live updates…';
    case 'live':
      return 'Live: changes made elsewhere appear as they are made';
    case 'reconnecting':
      return 'Live updates interrupted: reconnecting…';
    case 'polling':
      return `Updates every ${Math.round(status.everyMs / 1000)} s: this service sends no live updates`;
    case 'off':
      return 'No live updates: pages show changes made elsewhere when they read again';
  }
};

/** How the console hears of changes made elsewhere, said in the page's corner (never in the way: it takes no clicks). */
export function LiveStatusLine({ status }: { status: LiveStatus }) {
  return (
    <p role="status" className="live-status" data-mode={status.mode}>
      <span className="live-dot" aria-hidden="true" />
      {words(status)}
    </p>
  );
}
