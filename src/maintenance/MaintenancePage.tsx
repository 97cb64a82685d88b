import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { maintenanceQuery, setMaintenance } from '../api/maintenance';
import { describeError } from '../ui/describeError';
import { ErrorPanel } from '../ui/ErrorPanel';
import { SettingsNav } from '../ui/SettingsNav';
import { LoadingPanel } from '../ui/StatePanels';
import { Switch } from '../ui/Switch';
import { isAdmin } from '../viewer/viewer';
import { viewerOptions } from '../viewer/queries';

const adminOnly = 'Only admins may: you need the "ADMIN" permission.';

/**
 * Maintenance mode (Unleash's `/api/admin/maintenance`, on both services): while it is on, the
 * service refuses every change, so a move or a restore meets no write half-way. Every page says so
 * in its banner; this page turns it on and off.
 */
export function MaintenancePage() {
  const maintenance = useQuery(maintenanceQuery);
  const viewer = useQuery(viewerOptions());
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: setMaintenance,
    onSuccess: (_answer, enabled) => queryClient.setQueryData(maintenanceQuery.queryKey, { enabled }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceQuery.queryKey }),
  });
  const unavailable = viewer.data && !isAdmin(viewer.data) ? adminOnly : undefined;

  return (
    <section className="page" aria-labelledby="maintenance-title">
      <header className="page-header">
        <h1 id="maintenance-title">Maintenance</h1>
        <p className="muted">
          While maintenance mode is on, the service refuses every change (flags, strategies, settings, people) until an admin turns it off.
          Pages can still be read, and SDKs are served as before. Turn it on while the service is moved or restored. Unleash reads the setting
          again once a minute, so in front of Unleash changes may go through for up to a minute after it is turned on.
        </p>
      </header>
      <SettingsNav />
      {maintenance.isPending && <LoadingPanel label="Loading maintenance mode…" />}
      {maintenance.isError && <ErrorPanel error={maintenance.error} onRetry={() => void maintenance.refetch()} />}
      {maintenance.data && (
        <div className="panel maintenance-panel">
          <p className="maintenance-toggle">
            <Switch
              id="maintenance-mode"
              checked={maintenance.data.enabled}
              pending={toggle.isPending}
              unavailable={unavailable}
              label="Maintenance mode"
              describedBy="maintenance-state"
              onCheckedChange={(enabled) => toggle.mutate(enabled)}
            />
            <label htmlFor="maintenance-mode">Maintenance mode</label>
          </p>
          <p id="maintenance-state" role="status">
            {maintenance.data.enabled ? 'On: changes are refused until it is turned off.' : 'Off: changes are taken as usual.'}
          </p>
          {toggle.isError && <p role="alert" className="field-error">{describeError(toggle.error).message}</p>}
        </div>
      )}
    </section>
  );
}
