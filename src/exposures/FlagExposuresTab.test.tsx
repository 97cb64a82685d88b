import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeService, ok } from '../test/fakeService';
import { renderAt } from '../test/render';
import { FlagExposuresTab } from './FlagExposuresTab';

const raw = '/api/admin/client-metrics/features/checkout/raw';
const environments = ok({ version: 1, environments: [{ name: 'development', type: 'development', enabled: true }] });
const nothing = ok({ version: 1, maturity: 'stable', data: [] });

const open = (period: '48h' | '30d') =>
  renderAt(<FlagExposuresTab />, '/projects/:projectId/flags/:featureName/exposures', `/projects/default/flags/checkout/exposures${period === '30d' ? '?period=30d' : ''}`);

let service: ReturnType<typeof fakeService>;
beforeEach(() => {
  sessionStorage.setItem('flagdeck.token', 'test-token');
  service = fakeService({ 'GET /api/admin/environments/project/default': environments, [`GET ${raw}`]: nothing });
});
const hoursAsked = () => service.calls.filter((call) => call.path === raw).map((call) => call.query.get('hoursBack'));

describe('a flag\'s exposures over 30 days', () => {
  it('in front of Unleash open source, which keeps 48 hours of hours and has no count per project, says so and asks for no days', async () => {
    service.on({ 'GET /api/admin/ui-config': ok({ flags: { extendedUsageMetrics: false }, versionInfo: { current: { oss: '8.2.0', enterprise: '' } } }) });
    open('30d');
    expect(await screen.findByRole('heading', { name: 'No 30-day view on this Unleash' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the last 48 hours' })).toHaveAttribute('href', '/projects/default/flags/checkout/exposures');
    expect(hoursAsked()).toEqual([]);
  });

  it('on the embedded service, which keeps days and counts exposures per project (Flagdeck\'s own), asks for 30 days and says when none holds an evaluation', async () => {
    service.on({ 'GET /api/admin/projects/default/exposures': ok({ hours: 1, features: [] }) });
    open('30d');
    expect(await screen.findByRole('heading', { name: 'No evaluations: last 30 days' })).toBeInTheDocument();
    expect(hoursAsked()).toEqual(['720']);
    expect(service.called()).not.toContain('GET /api/admin/ui-config');
  });

  it('in front of Unleash Enterprise with extendedUsageMetrics on, which adds hours up by the day, asks for 30 days', async () => {
    service.on({ 'GET /api/admin/ui-config': ok({ flags: { extendedUsageMetrics: true }, versionInfo: { current: { oss: '8.2.0', enterprise: '8.2.0' } } }) });
    open('30d');
    expect(await screen.findByRole('heading', { name: 'No evaluations: last 30 days' })).toBeInTheDocument();
    expect(hoursAsked()).toEqual(['720']);
  });

  it('over 48 hours asks the service for hours without asking what it keeps', async () => {
    open('48h');
    expect(await screen.findByRole('heading', { name: 'No evaluations: last 48 hours' })).toBeInTheDocument();
    expect(hoursAsked()).toEqual(['48']);
    expect(service.called()).not.toContain('GET /api/admin/ui-config');
  });
});
