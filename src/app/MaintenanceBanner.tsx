import { useQuery } from '@tanstack/react-query';
import { maintenanceQuery } from '../api/maintenance';

/**
 * Says, on every page, that the service is in maintenance mode and what that means, so a refused
 * change is no surprise. Nothing when it is not (or when the service cannot say).
 */
export function MaintenanceBanner() {
  const { data } = useQuery(maintenanceQuery);
  if (!data?.enabled) return null;
  return (
    <section className="maintenance-banner" aria-label="Maintenance mode">
      <strong>Maintenance mode is on.</strong> The service refuses changes until an admin turns it off; pages can be read, and SDKs are
      served as before.
    </section>
  );
}
