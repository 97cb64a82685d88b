import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { instanceEnvironmentsOptions } from '../projects';
import { ActionButton } from '../ui/ActionButton';
import { ErrorPanel } from '../ui/ErrorPanel';
import { SettingsNav } from '../ui/SettingsNav';
import { EmptyPanel, LoadingPanel } from '../ui/StatePanels';
import { isAdmin } from '../viewer/viewer';
import { viewerOptions } from '../viewer/queries';
import { EnvironmentRow } from './EnvironmentRow';
import { NewEnvironmentForm } from './NewEnvironmentForm';
import { useEnvironmentWrites } from './useEnvironmentWrites';

const adminOnly = 'Only admins may: you need the "ADMIN" permission.';

/** The instance's environments, in their order: made, retyped, placed, shown or hidden, deleted (admins). */
export function EnvironmentsPage() {
  const environments = useQuery(instanceEnvironmentsOptions());
  const viewer = useQuery(viewerOptions());
  const [creating, setCreating] = useState(false);
  const writes = useEnvironmentWrites();
  const unavailable = viewer.data && !isAdmin(viewer.data) ? adminOnly : undefined;
  const names = environments.data?.map((environment) => environment.name) ?? [];

  return (
    <section className="page" aria-labelledby="environments-title">
      <header className="page-header">
        <h1 id="environments-title">Environments</h1>
        <p className="muted">
          Every project chooses which of these it uses. Names are kept for good (API tokens and SDKs name them, so Unleash offers no renaming); the type says which ones are production.
        </p>
        <ActionButton className="button button-primary" unavailable={unavailable} onClick={() => setCreating(true)}>New environment</ActionButton>
      </header>
      <SettingsNav />
      {creating && <NewEnvironmentForm onDone={() => setCreating(false)} />}
      {writes.failure && <p role="alert" className="field-error">{writes.failure}</p>}
      {environments.isPending && <LoadingPanel label="Loading environments…" />}
      {environments.isError && <ErrorPanel error={environments.error} onRetry={() => void environments.refetch()} />}
      {environments.data?.length === 0 && (
        <EmptyPanel title="No environments">
          <p className="muted">SDKs are served by environment: make one, then choose it in a project's settings.</p>
        </EmptyPanel>
      )}
      {environments.data && environments.data.length > 0 && (
        <div className="settings-table-scroll">
          <table className="table">
            <caption className="visually-hidden">Environments, in their order</caption>
            <thead>
              <tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Shown in flag lists</th><th scope="col">Order</th><th scope="col">Actions</th></tr>
            </thead>
            <tbody>
              {environments.data.map((environment) => (
                <EnvironmentRow key={environment.name} environment={environment} names={names} unavailable={unavailable} writes={writes} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
