import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Feature } from '../../contract';
import { flagListOptions } from '../flags';
import { fakeService, ok } from '../test/fakeService';
import { NotEnabledPanel } from './NotEnabledPanel';
const checkout = (enabled: boolean): Feature => ({
  name: 'checkout',
  type: 'release',
  lifecycle: { stage: 'pre-live', enteredStageAt: '2026-01-01T00:00:00Z' },
  environments: [{ name: 'development', enabled, hasStrategies: true, hasEnabledStrategies: false }],
});

/** The service's project flag list, as it stands when asked; counts the times it is read. */
function serveFlagList(current: () => Feature[]) {
  const { called } = fakeService({ 'GET /api/admin/projects/default/features': () => ok({ features: current() }) });
  return { reads: () => called().filter((call) => call === 'GET /api/admin/projects/default/features') };
}

function renderPanel(queryClient: QueryClient) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NotEnabledPanel project="default" environment="development" results={[[]]} comparing={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The console's own freshness: a list read less than 15 s ago is not read again on mount.
const consoleClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 15_000 } } });

describe('the flags the playground says are not enabled', () => {
  it('are the Flags page\'s list: no second read of the project\'s flags', async () => {
    const { reads } = serveFlagList(() => [checkout(false)]);
    const queryClient = consoleClient();
    await queryClient.fetchQuery(flagListOptions('default'));
    renderPanel(queryClient);
    expect(await screen.findByText('Off in development.')).toBeInTheDocument();
    expect(reads()).toHaveLength(1);
  });

  it('follow a toggle made on the Flags page, instead of describing the state before it', async () => {
    let enabled = false;
    serveFlagList(() => [checkout(enabled)]);
    const queryClient = consoleClient();
    renderPanel(queryClient);
    expect(await screen.findByText('Off in development.')).toBeInTheDocument();

    // A toggle on the Flags page: the service switches, and the page marks its list as changed.
    enabled = true;
    await queryClient.invalidateQueries({ queryKey: flagListOptions('default').queryKey });
    expect(await screen.findByText('On in development, but no strategy is enabled there.')).toBeInTheDocument();
  });
});
