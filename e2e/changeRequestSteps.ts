import { expect } from './fixtures';
import { adminToken, type RunningServer } from './server';

/** Set-up for the change request journeys, through the admin API as a script would do it. */

async function call(server: RunningServer, method: string, path: string, token: string, body?: unknown): Promise<unknown> {
  const response = await fetch(server.url + path, {
    method,
    headers: { Authorization: token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return response.json();
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Object.getOwnPropertyDescriptor(value, name)?.value : undefined;

/** A personal access token of a new service account with this root role: a person to sign in as. */
export async function personWithRole(server: RunningServer, username: string, rootRole: 'Editor' | 'Viewer' | 'Admin'): Promise<string> {
  const account = await call(server, 'POST', '/api/admin/service-account', adminToken, { name: username, username, rootRole });
  const expiresAt = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  const token = await call(server, 'POST', `/api/admin/service-account/${String(field(account, 'id'))}/token`, adminToken, { description: 'e2e', expiresAt });
  return String(field(token, 'secret'));
}

export async function requireApprovals(server: RunningServer, environment: string, requiredApprovals: number): Promise<void> {
  await call(server, 'PUT', `/api/admin/projects/default/environments/${environment}/change-requests/config`, adminToken, { changeRequestsEnabled: true, requiredApprovals });
}

/** `token`'s change to switch `feature` in production, submitted for review; returns its id. */
export async function submitSwitch(server: RunningServer, token: string, feature: string, enabled: boolean): Promise<number> {
  const request = await call(server, 'POST', '/api/admin/projects/default/environments/production/change-requests', token, {
    feature, action: 'updateEnabled', payload: { enabled },
  });
  const id = Number(field(request, 'id'));
  await call(server, 'PUT', `/api/admin/projects/default/change-requests/${id}/state`, token, { state: 'In review' });
  return id;
}

/**
 * `token`'s change in a request of its own (`?draft=new`: the demo's authors hold drafts made under
 * other settings), submitted for review; returns its id.
 */
export async function submitNewSwitch(server: RunningServer, token: string, feature: string, enabled: boolean): Promise<number> {
  const request = await call(server, 'POST', '/api/admin/projects/default/environments/production/change-requests?draft=new', token, {
    feature, action: 'updateEnabled', payload: { enabled },
  });
  const id = Number(field(request, 'id'));
  await call(server, 'PUT', `/api/admin/projects/default/change-requests/${id}/state`, token, { state: 'In review' });
  return id;
}

export async function approve(server: RunningServer, token: string, id: number): Promise<void> {
  await call(server, 'PUT', `/api/admin/projects/default/change-requests/${id}/state`, token, { state: 'Approved' });
}

export async function enabledInProduction(server: RunningServer, feature: string): Promise<boolean> {
  const body = await call(server, 'GET', `/api/admin/projects/default/features/${feature}`, adminToken);
  const environments = field(body, 'environments');
  const production = Array.isArray(environments) ? environments.find((entry: unknown) => field(entry, 'name') === 'production') : undefined;
  return field(production, 'enabled') === true;
}

export async function reject(server: RunningServer, token: string, id: number, reason: string): Promise<void> {
  await call(server, 'PUT', `/api/admin/projects/default/change-requests/${id}/state`, token, { state: 'Rejected', comment: reason });
}

/** An approved request set to apply at `scheduledAt` (ISO). */
export async function schedule(server: RunningServer, token: string, id: number, scheduledAt: string): Promise<void> {
  await call(server, 'PUT', `/api/admin/projects/default/change-requests/${id}/state`, token, { state: 'Scheduled', scheduledAt });
}
