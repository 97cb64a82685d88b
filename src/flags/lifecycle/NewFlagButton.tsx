import { lazy, Suspense, useEffect, useState } from 'react';
import { ActionButton } from '../../ui/ActionButton';
import { useFlagPermissions } from './useFlagPermissions';
import './lifecycle.css';

// The form and its checks load when first opened, not with the Flags page.
const NewFlagDialog = lazy(() => import('./NewFlagDialog').then((module) => ({ default: module.NewFlagDialog })));

/** Keys typed into a field are the field's: the shortcut only answers on the page itself. */
function typingInField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** "New flag", also on the key N; unavailable, with the reason, to whoever may not create flags here. */
export function NewFlagButton({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  const unavailable = useFlagPermissions(projectId).create;
  const allowed = unavailable === undefined;

  useEffect(() => {
    if (!allowed) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'n' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typingInField(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [allowed]);

  return (
    <>
      <ActionButton className="button button-primary" aria-keyshortcuts="n" unavailable={unavailable} onClick={() => setOpen(true)}>
        New flag
      </ActionButton>
      {open && (
        <Suspense fallback={null}>
          <NewFlagDialog projectId={projectId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
