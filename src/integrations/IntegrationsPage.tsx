import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Addon, AddonType } from '../../contract/addons';
import { deleteAddon } from '../api/addons';
import { ActionButton } from '../ui/ActionButton';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { describeError } from '../ui/describeError';
import { ErrorPanel } from '../ui/ErrorPanel';
import { SettingsNav } from '../ui/SettingsNav';
import { EmptyPanel, LoadingPanel } from '../ui/StatePanels';
import { viewerOptions } from '../viewer/queries';
import { isAdmin } from '../viewer/viewer';
import { IntegrationForm } from './IntegrationForm';
import { LastOutcome } from './LastOutcome';
import { integrationKeys, integrationListOptions } from './queries';
import './integrations.css';

const needs = (permission: string) => `Only admins may: you need the "${permission}" permission.`;

type Editing = { kind: 'new' } | { kind: 'edit'; addon: Addon } | undefined;

/**
 * Integrations (admins): the service tells other systems of changes, through Unleash's addon API on
 * both services. Each row says what its last delivery came to; deliveries retry by themselves.
 */
export function IntegrationsPage() {
  const list = useQuery(integrationListOptions());
  const viewer = useQuery(viewerOptions());
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<Addon>();
  const [said, setSaid] = useState('');
  const remove = useMutation({
    mutationFn: (addon: Addon) => deleteAddon(addon.id),
    onSuccess: (_answer, addon) => setSaid(`Deleted the ${providerName(list.data?.providers, addon.provider)} integration.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
  const admin = viewer.data ? isAdmin(viewer.data) : false;
  const unavailable = (permission: string) => (viewer.data && !admin ? needs(permission) : undefined);
  const providers = list.data?.providers ?? [];
  const addons = list.data?.addons ?? [];

  const done = (saved: Addon | undefined) => {
    if (saved) setSaid(`Saved the ${providerName(providers, saved.provider)} integration.`);
    setEditing(undefined);
  };

  return (
    <section className="page" aria-labelledby="integrations-title">
      <header className="page-header">
        <h1 id="integrations-title">Integrations</h1>
        <p className="muted">Tell other systems when flags change: a webhook for your deploy tooling, a message in a chat channel. Deliveries are queued and retried; a write never waits for them.</p>
        <ActionButton className="button button-primary" unavailable={unavailable('CREATE_ADDON')} aria-disabled={providers.length === 0 || undefined} onClick={() => {
          setSaid('');
          if (providers.length > 0) setEditing({ kind: 'new' });
        }}>New integration</ActionButton>
      </header>
      <SettingsNav />
      <p role="status" className="muted">{said}</p>
      {editing && <IntegrationForm key={editing.kind === 'edit' ? editing.addon.id : 'new'} providers={providers} addon={editing.kind === 'edit' ? editing.addon : undefined} onDone={done} />}
      {remove.error && <p role="alert" className="field-error">Could not delete the integration: {describeError(remove.error).message}</p>}
      {list.isPending && <LoadingPanel label="Loading integrations…" />}
      {list.isError && <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && addons.length === 0 && (
        <EmptyPanel title="No integrations yet">
          <p className="muted">Make one with “New integration”: a webhook signs each delivery when given a secret; a Slack message says each change as before and after.</p>
        </EmptyPanel>
      )}
      {addons.length > 0 && (
        <div className="settings-table-scroll">
          <table className="table integrations-table">
            <caption className="visually-hidden">Integrations and their last delivery</caption>
            <thead>
              <tr><th scope="col">Integration</th><th scope="col">Sends</th><th scope="col">State</th><th scope="col">Last delivery</th><th scope="col">Actions</th></tr>
            </thead>
            <tbody>
              {addons.map((addon) => {
                const name = providerName(providers, addon.provider);
                return (
                  <tr key={addon.id}>
                    <th scope="row">{name}{addon.description ? <span className="muted integration-description"> {addon.description}</span> : null}</th>
                    <td>{scopeWords(addon)}</td>
                    <td>{addon.enabled ? 'On' : 'Off'}</td>
                    <td><LastOutcome id={addon.id} admin={admin} /></td>
                    <td className="integration-actions">
                      <ActionButton className="button button-small" unavailable={unavailable('UPDATE_ADDON')} aria-label={`Edit the ${name} integration ${addon.description ?? addon.id}`} onClick={() => {
                        setSaid('');
                        setEditing({ kind: 'edit', addon });
                      }}>Edit</ActionButton>
                      <ActionButton className="button button-small button-danger" unavailable={unavailable('DELETE_ADDON')} aria-label={`Delete the ${name} integration ${addon.description ?? addon.id}`} onClick={() => setDeleting(addon)}>Delete</ActionButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title="Delete this integration?"
        description={deleting ? `The ${providerName(providers, deleting.provider)} integration${deleting.description ? ` “${deleting.description}”` : ''} stops at once; what it had waiting is not sent.` : ''}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(undefined);
        }}
      />
    </section>
  );
}

function providerName(providers: readonly AddonType[] | undefined, name: string): string {
  return providers?.find((provider) => provider.name === name)?.displayName ?? name;
}

function scopeWords(addon: Addon): string {
  const events = addon.events.length === 1 ? '1 kind of event' : `${addon.events.length} kinds of event`;
  const projects = addon.projects?.length ? `projects ${addon.projects.join(', ')}` : 'every project';
  const environments = addon.environments?.length ? `environments ${addon.environments.join(', ')}` : 'every environment';
  return `${events}; ${projects}; ${environments}`;
}
