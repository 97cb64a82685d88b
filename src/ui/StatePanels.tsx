import type { ReactNode } from 'react';

export function LoadingPanel({ label }: { label: string }) {
  return (
    <div className="panel panel-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

export function EmptyPanel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="panel panel-empty">
      <h2 className="panel-title">{title}</h2>
      {children}
    </div>
  );
}
