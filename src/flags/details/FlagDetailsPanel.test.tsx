import { screen, within } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Feature } from '../../../contract';
import { failure, fakeService, ok } from '../../test/fakeService';
import { renderRoutes } from '../../test/render';
import { FlagDetailsPanel } from './FlagDetailsPanel';

const feature: Feature = {
  name: 'checkout',
  type: 'release',
  description: 'The new checkout',
  stale: true,
  lifecycle: { stage: 'live', enteredStageAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString() },
  tags: [{ type: 'team', value: 'payments' }],
  dependencies: [{ feature: 'new-cart', enabled: true, variants: ['blue', 'green'] }],
  children: ['checkout-upsell'],
  environments: [
    { name: 'production', type: 'production', enabled: true, lastSeenAt: null, strategies: [
      {
        id: 's1', name: 'flexibleRollout', title: 'Half of Nordic users', parameters: { rollout: '50', stickiness: 'userId', groupId: 'checkout' },
        constraints: [{ contextName: 'country', operator: 'NOT_IN', values: ['NO', 'SE'], inverted: true }], segments: [1],
        variants: [{ name: 'fast', weight: 1000, weightType: 'variable', stickiness: 'userId' }],
      },
      { id: 's2', name: 'userWithId', disabled: true, parameters: { userIds: 'alice,bob' } },
    ], variants: [
      { name: 'red', weight: 700, weightType: 'variable', stickiness: 'default', payload: { type: 'csv', value: 'size,price\nS,10' }, overrides: [{ contextName: 'userId', values: ['carol'] }] },
      { name: 'blue', weight: 300, weightType: 'fix', stickiness: 'default', payload: { type: 'json', value: '{"a":1}' } },
    ] },
    { name: 'development', type: 'development', enabled: false, lastSeenAt: new Date().toISOString(), strategies: [], variants: [] },
  ],
};

beforeEach(() => {
  sessionStorage.setItem('flagdeck.token', 'test-token');
  fakeService({
    'GET /api/admin/projects/default/features/checkout': ok(feature),
    'GET /api/admin/projects/default/features/gone': failure(404, 'NotFoundError', 'no such feature'),
    'GET /api/admin/segments': ok({ segments: [{ id: 1, name: 'beta-testers', constraints: [] }] }),
    'GET /api/admin/environments/project/default': ok({
      environments: [{ name: 'development', type: 'development', sortOrder: 1 }, { name: 'production', type: 'production', sortOrder: 2 }],
    }),
  });
});

function renderPanel(featureName: string, view = '') {
  return renderRoutes(
    [{
      path: '/projects/:projectId/flags', element: <Outlet />,
      children: [{ path: ':featureName', element: <FlagDetailsPanel />, children: [{ path: 'history', element: <p>the history view</p> }] }],
    }],
    `/projects/default/flags/${featureName}${view}`,
  );
}

describe('the flag details panel', () => {
  it('offers its details and its history as two views in the address, the one shown marked current', async () => {
    renderPanel('checkout', '/history?q=check');
    expect(await screen.findByText('the history view')).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Views of the flag' });
    expect(within(views).getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    const details = within(views).getByRole('link', { name: 'Details' });
    expect(details).not.toHaveAttribute('aria-current');
    expect(details).toHaveAttribute('href', '/projects/default/flags/checkout?q=check');
    expect(screen.queryByRole('article', { name: 'production' })).not.toBeInTheDocument();
  });

  it('reads every strategy in plain words, with its conditions, segments and variants', async () => {
    renderPanel('checkout');
    const production = await screen.findByRole('article', { name: 'production' });
    const [first, second] = within(production).getAllByRole('listitem').filter((item) => item.classList.contains('strategy'));
    expect(first).toHaveTextContent('Half of Nordic users: 50% of users by userId');
    expect(first).toHaveTextContent('segment: beta-testers');
    expect(first).toHaveTextContent('country is one of NO, SE');
    expect(within(first!).getByRole('table', { name: 'Strategy variants' })).toHaveTextContent('fast100%userId');
    expect(second).toHaveClass('strategy-disabled');
    expect(second).toHaveTextContent('userId is one of alice, bob');
    expect(second).toHaveTextContent('disabled, not evaluated');
  });

  it('shows variants with weights as percentages, overrides and payloads by type', async () => {
    renderPanel('checkout');
    const variants = await screen.findByRole('table', { name: 'Variants in production' });
    const red = within(variants).getByRole('row', { name: /^red/ });
    expect(red).toHaveTextContent('70%');
    expect(red).toHaveTextContent('userId is one of carol');
    expect(within(red).getByRole('columnheader', { name: 'price' })).toBeInTheDocument();
    const blue = within(variants).getByRole('row', { name: /^blue/ });
    expect(blue).toHaveTextContent('30%fixed');
    expect(blue.querySelector('pre')?.textContent).toBe('{\n  "a": 1\n}');
  });

  it('orders environments as the project does, with their state and when they were last seen', async () => {
    renderPanel('checkout');
    const environments = await screen.findAllByRole('article');
    expect(environments.map((article) => article.getAttribute('aria-labelledby'))).toEqual(['environment-development', 'environment-production']);
    expect(environments[0]).toHaveTextContent('Off');
    expect(environments[0]).toHaveTextContent('Last seen just now');
    expect(environments[0]).toHaveTextContent('No strategies: while on, it is on for everyone.');
    expect(environments[1]).toHaveTextContent('Never seen');
  });

  it('shows dependencies, tags, and the lifecycle stage with since when', async () => {
    renderPanel('checkout');
    const dependencies = await screen.findByRole('region', { name: 'Dependencies' });
    expect(dependencies).toHaveTextContent('new-cart must be enabled, with variant blue or green');
    expect(within(dependencies).getByRole('link', { name: 'checkout-upsell' })).toHaveAttribute('href', '/projects/default/flags/checkout-upsell');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Live since 3 days ago');
    expect(summary).toHaveTextContent('team:payments');
    expect(summary).toHaveTextContent('stale');
  });

  it('says when the flag does not exist', async () => {
    renderPanel('gone');
    expect(await screen.findByRole('alert')).toHaveTextContent('The flag "gone" does not exist in project default.');
  });
});
