import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../contract/events';
import { fakeService, ok } from '../test/fakeService';
import { renderAt } from '../test/render';
import { emptyContext } from './playgroundContext';
import { TimeTravelPanel } from './TimeTravelPanel';

const at = '2030-01-31T14:00:00.000Z';

const event = (id: number, type: string, createdAt: string, fields: Partial<AuditEvent> = {}): AuditEvent => ({
  id, type, createdAt, createdBy: 'ann@example.com', project: 'default', data: null, preData: null, ...fields,
});

/** A service without time travel (the fake answers POST /api/admin/playground/at 404, as Unleash does) whose event search answers `events`. */
function serviceWithoutTimeTravel(events: AuditEvent[], total = events.length) {
  const service = fakeService({ 'GET /api/admin/search/events': ok({ events, total }) });
  const searches = () => service.calls.filter((call) => call.path === '/api/admin/search/events').map((call) => call.query.toString());
  return { searches };
}

const renderPanel = () =>
  renderAt(<TimeTravelPanel context={{ ...emptyContext(), userId: 'alice' }} environment="production" project="default" at={at} onAt={() => undefined} />, '/playground', '/playground');

describe('time travel on a service that cannot rebuild the past', () => {
  it('names the flags changed since the moment from the event search, instead of guessing their answers then', async () => {
    const { searches } = serviceWithoutTimeTravel([
      event(4, 'feature-environment-enabled', '2030-01-31T14:30:00.000Z', { featureName: 'checkout', environment: 'production' }),
      event(3, 'feature-environment-disabled', '2030-01-31T14:05:00.000Z', { featureName: 'checkout', environment: 'production', createdBy: 'bob@example.com' }),
      event(2, 'feature-strategy-update', '2030-01-31T14:10:00.000Z', { featureName: 'banner', environment: 'development' }),
      event(1, 'feature-environment-enabled', '2030-01-31T09:00:00.000Z', { featureName: 'reports', environment: 'production' }),
    ]);
    renderPanel();
    const changed = await screen.findByRole('region', { name: 'Changed since' });
    expect(changed).toHaveTextContent('This service cannot rebuild a past configuration');
    const table = within(changed).getByRole('table', { name: /Flags changed in production since then, not rebuilt/ });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['checkout']);
    const changes = within(within(table).getByRole('row', { name: /checkout/ })).getAllByRole('listitem');
    expect(changes.map((item) => item.textContent?.split(',')[0])).toEqual(['environment disabled in production by bob@example.com', 'environment enabled in production by ann@example.com']);
    expect(within(changes[0] ?? changed).getByRole('link')).toHaveAttribute('href', '/history?flag=checkout&environment=production&type=feature-environment-disabled&from=2030-01-31&to=2030-01-31');
    expect(searches()).toEqual([`from=IS%3A2030-01-31&offset=0&limit=1000&project=IS_ANY_OF%3Adefault`]);
    expect(screen.queryByRole('region', { name: 'Then and now' })).not.toBeInTheDocument();
  });

  it('says so when nothing changed since, and when the search held more than it read', async () => {
    serviceWithoutTimeTravel([event(9, 'segment-updated', '2030-01-31T15:00:00.000Z', { project: null })], 1500);
    renderPanel();
    const changed = await screen.findByRole('region', { name: 'Changed since' });
    expect(changed).toHaveTextContent('No flag of default changed in production since then: each was configured then as it is now.');
    expect(changed).toHaveTextContent('Segments changed since as well: a flag that uses one may have answered differently then.');
    expect(changed).toHaveTextContent('the oldest of them are not listed');
  });
});
