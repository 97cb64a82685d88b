import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Feature } from '../../contract';
import { failure, fakeService, ok, unreachable, type Answer, type Route } from '../test/fakeService';
import { renderRoutes } from '../test/render';
import { FlagsPage } from './FlagsPage';

/** A call that changes something: every POST but the impact preview's, which only evaluates. */
const isWrite = (call: string) => call.startsWith('POST') && !call.endsWith('/impact');
const environments = {
  environments: [
    { name: 'development', type: 'development', sortOrder: 1, enabled: true },
    { name: 'production', type: 'production', sortOrder: 2, enabled: true },
  ],
};
const flag = (name: string, development: boolean, production: boolean, extra: Partial<Feature> = {}): Feature => ({
  name,
  type: 'release',
  environments: [
    { name: 'development', enabled: development },
    { name: 'production', enabled: production },
  ],
  ...extra,
});

const admin = { user: { id: 0 }, permissions: [{ permission: 'ADMIN' }] };
const editor = { user: { id: 5 }, permissions: ['UPDATE_FEATURE_ENVIRONMENT', 'CREATE_CHANGE_REQUEST'].map((permission) => ({ permission })) };

/** The service of the project "default", with these flags; `more` adds routes or answers them otherwise. */
function service(features: () => Feature[], more: Record<string, Route> = {}) {
  return fakeService({
    'GET /api/admin/projects/default/features': () => ok({ features: features() }),
    'GET /api/admin/environments/project/default': ok(environments),
    'GET /api/admin/projects/default/dependencies': ok(false),
    'GET /api/admin/projects/default/change-requests/config': ok([]),
    'GET /api/admin/user': ok(admin),
    ...more,
  });
}

const renderPage = (url = '/projects/default/flags') => renderRoutes([{ path: '/projects/:projectId/flags', element: <FlagsPage /> }], url).router;

// jsdom lays nothing out: give every element a window-sized box so the virtualizer renders rows.
const box = { clientWidth: 1200, clientHeight: 800 } as const;
const original = Object.fromEntries(Object.keys(box).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]));
beforeEach(() => {
  sessionStorage.setItem('flagdeck.token', 'test-token');
  for (const [key, value] of Object.entries(box)) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterEach(() => {
  for (const [key, descriptor] of Object.entries(original)) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

describe('the exposures column', () => {
  it('shows each flag\'s exposures where the service counts them, with no word of a missing column', async () => {
    service(() => [flag('checkout', true, false)], { 'GET /api/admin/projects/default/exposures': ok({ hours: 24, features: [{ name: 'checkout', yes: 30, no: 12 }] }) });
    renderPage();
    expect(await screen.findByRole('columnheader', { name: /Exposures, 24 h/ })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '42' })).toBeInTheDocument();
    expect(screen.queryByText(/No exposures column/)).not.toBeInTheDocument();
  });

  it('says why there is no column where the service answers 404 for the counts', async () => {
    service(() => [flag('checkout', true, false)]);
    renderPage();
    expect(await screen.findByText(/No exposures column: this service does not count each flag.s evaluations/)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Exposures/ })).not.toBeInTheDocument();
  });
});

describe('the flags page states', () => {
  it('shows skeleton rows while the flags load', async () => {
    service(() => [], { 'GET /api/admin/projects/default/features': () => new Promise<Answer>(() => {}) });
    renderPage();
    expect(await screen.findByText('Loading flags…')).toBeInTheDocument();
    expect(document.querySelectorAll('.skeleton-row').length).toBeGreaterThan(0);
  });

  it('says what to do next in a project without flags', async () => {
    service(() => [], { 'GET /api/admin/projects': ok({ projects: [{ id: 'default', name: 'Default' }] }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No flags in this project yet' })).toBeInTheDocument();
    expect(screen.getByText(/\(or press N\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New flag' })).toBeInTheDocument();
  });

  it('says a project is unknown when the service lists no flags (200) for a project it does not have, as Unleash does', async () => {
    fakeService({
      'GET /api/admin/projects/nope/features': ok({ version: 2, features: [] }),
      'GET /api/admin/environments/project/nope': ok({ environments: environments.environments.map((entry) => ({ ...entry, visible: false })) }),
      'GET /api/admin/projects/nope/dependencies': ok(false),
      'GET /api/admin/projects/nope/change-requests/config': ok([]),
      'GET /api/admin/projects': ok({ projects: [{ id: 'default', name: 'Default' }] }),
    });
    renderPage('/projects/nope/flags');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no project "nope" on this service. Choose another project above.');
    expect(screen.queryByRole('heading', { name: 'No flags in this project yet' })).not.toBeInTheDocument();
  });

  it('says when no flag matches, and resets the filters', async () => {
    service(() => [flag('checkout', true, true)]);
    const router = renderPage('/projects/default/flags?q=nothing-like-this&sort=-created');
    await screen.findByRole('heading', { name: 'No flags match these filters' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Reset filters' })[0]!);
    expect(await screen.findByRole('switch', { name: 'checkout in development' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=-created');
  });

  it('shows the server message when the caller may not read the project', async () => {
    const message = 'You need the "READ_PROJECT" permission.';
    service(() => [], { 'GET /api/admin/projects/default/features': failure(403, 'NoAccessError', message) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('No access');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers a retry when the service cannot be reached, and shows the flags once it answers', async () => {
    let down = true;
    service(() => [flag('checkout', true, false)], {
      'GET /api/admin/projects/default/features': () => {
        if (down) return unreachable();
        return ok({ features: [flag('checkout', true, false)] });
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot reach the flag service');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: 'checkout in development' })).toBeChecked();
  });
});

describe('switching', () => {
  it('moves at once, shows it is pending, ignores a second press, and goes back with the reason when refused', async () => {
    let refuse: (answer: Answer) => void = () => {};
    const { called } = service(() => [flag('checkout', true, false)], {
      'POST /api/admin/projects/default/features/checkout/environments/development/off': () => new Promise<Answer>((resolve) => (refuse = resolve)),
    });
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'checkout in development' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    expect(called().filter(isWrite)).toHaveLength(1);

    const message = 'You need the "UPDATE_FEATURE_ENVIRONMENT" permission for the "development" environment.';
    refuse(failure(403, 'NoAccessError', message));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Could not turn off checkout in development: ${message} The switch was set back.`);
    // The list renders in the background (a deferred value): the switch follows the notice.
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).not.toHaveAttribute('aria-busy');
  });

  it('shows a clicked switch in its new state in the click\'s own task, before any timer runs', async () => {
    let answer: (answer: Answer) => void = () => {};
    service(() => [flag('checkout', true, false), flag('banner', true, false)], {
      'POST /api/admin/projects/default/features/checkout/environments/development/off': () => new Promise<Answer>((resolve) => (answer = resolve)),
    });
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'checkout in development' });
    // React Query tells its observers in a later task (a timer); the frame after a click must not wait for one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'requestAnimationFrame'] });
    try {
      fireEvent.click(toggle);
      for (let turn = 0; turn < 20; turn++) await Promise.resolve();
      expect(toggle).not.toBeChecked();
      expect(screen.getByRole('switch', { name: 'banner in development' })).toBeChecked();
    } finally {
      vi.useRealTimers();
    }
    answer(ok(flag('checkout', false, false)));
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    expect(toggle).not.toBeChecked();
  });

  it('ends equal to the service when it answers with an empty body, as a real Unleash does', async () => {
    let development = true;
    service(() => [flag('checkout', development, false)], {
      'POST /api/admin/projects/default/features/checkout/environments/development/off': () => {
        development = false;
        return ok();
      },
    });
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'checkout in development' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    expect(toggle).not.toBeChecked();
  });

  it('says what the service confirmed, and Undo switches it back', async () => {
    let development = true;
    const sent: string[] = [];
    const answer = (enabled: boolean) => () => {
      development = enabled;
      sent.push(enabled ? 'on' : 'off');
      return ok(flag('checkout', enabled, false));
    };
    service(() => [flag('checkout', development, false)], {
      'POST /api/admin/projects/default/features/checkout/environments/development/off': answer(false),
      'POST /api/admin/projects/default/features/checkout/environments/development/on': answer(true),
    });
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'checkout in development' });
    const status = screen.getByRole('status', { name: 'Last switch' });
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(toggle);
    await waitFor(() => expect(status).toHaveTextContent('checkout off in development'));
    await userEvent.click(within(status).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(status).toHaveTextContent('checkout on in development'));
    expect(toggle).toBeChecked();
    expect(sent).toEqual(['off', 'on']);
  });

  it('marks the switches a Viewer may not use, naming the permission, and a press sends nothing', async () => {
    const { called } = service(() => [flag('checkout', true, false)], { 'GET /api/admin/user': ok({ user: { id: 7 }, permissions: [] }) });
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'checkout in development' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-disabled', 'true'));
    expect(toggle).toHaveAccessibleDescription('You need the UPDATE_FEATURE_ENVIRONMENT permission in development.');
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(called().some(isWrite)).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says a flag that no longer exists is gone, and reads the list again', async () => {
    let features = [flag('checkout', true, false), flag('banner', true, false)];
    service(() => features, {
      'POST /api/admin/projects/default/features/checkout/environments/development/off': () => {
        features = [flag('banner', true, false)];
        return failure(404, 'NotFoundError', 'Could not find feature checkout');
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'checkout in development' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the flag or the environment no longer exists');
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'checkout in development' })).not.toBeInTheDocument());
  });

  it('asks before switching in production, and does nothing when cancelled', async () => {
    const { called } = service(() => [flag('checkout', true, true)]);
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'checkout in production' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Turn off checkout in production?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('switch', { name: 'checkout in production' })).toBeChecked();
    expect(called().some(isWrite)).toBe(false);
  });

  it('asks whether to enable the strategies when turning on where all are disabled, and sends the choice', async () => {
    const sent: string[] = [];
    const strategiesAllDisabled = { name: 'development', enabled: false, hasStrategies: true, hasEnabledStrategies: false };
    service(() => [flag('checkout', false, false, { environments: [strategiesAllDisabled] })], {
      'POST /api/admin/projects/default/features/checkout/environments/development/on': ({ query }) => {
        sent.push(`?${query}`);
        return ok(flag('checkout', true, false, { environments: [{ ...strategiesAllDisabled, enabled: true, hasEnabledStrategies: true }] }));
      },
    });
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'checkout in development' });
    await userEvent.click(toggle);
    const dialog = screen.getByRole('alertdialog', { name: 'Turn on checkout in development?' });
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable all strategies' }));
    await waitFor(() => expect(sent).toEqual(['?shouldActivateDisabledStrategies=true']));
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('sends a change in a change-request environment to a change request instead of the service', async () => {
    const { called } = service(() => [flag('checkout', true, true)], {
      'GET /api/admin/projects/default/change-requests/config': ok([{ environment: 'production', type: 'production', changeRequestEnabled: true, requiredApprovals: 1 }]),
      'GET /api/admin/user': ok(editor),
      'GET /api/admin/projects/default/change-requests/open': ok([]),
    });
    renderPage();
    await waitFor(() => expect(called()).toContain('GET /api/admin/projects/default/change-requests/config'));
    await userEvent.click(await screen.findByRole('switch', { name: 'checkout in production' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'production requires a change request' });
    expect(dialog).toHaveTextContent('checkout was not changed');
    expect(called().some(isWrite)).toBe(false);
  });
});

describe('against the answers of a real Unleash 8', () => {
  // Unleash's project flag list carries tags but no `dependencies` or `children`.
  const unleashList = () => [flag('checkout', true, true), flag('checkout-banner', true, true)];

  it('asks a parent flag\'s own answer for its children before turning it off, and warns', async () => {
    const { called } = service(unleashList, {
      'GET /api/admin/projects/default/dependencies': ok(true),
      'GET /api/admin/projects/default/features/checkout': ok({ ...flag('checkout', true, true), children: ['checkout-banner'], dependencies: [] }),
      'GET /api/admin/features/checkout/tags': ok({ version: 1, tags: [] }),
    });
    renderPage();
    await waitFor(() => expect(called()).toContain('GET /api/admin/projects/default/dependencies'));
    await userEvent.click(await screen.findByRole('switch', { name: 'checkout in development' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('checkout-banner');
    expect(called().some(isWrite)).toBe(false);
  });

  it('shows no dependency column of dashes when the list does not say', async () => {
    service(unleashList, { 'GET /api/admin/projects/default/dependencies': ok(true) });
    renderPage();
    await screen.findByRole('switch', { name: 'checkout in development' });
    expect(screen.queryByRole('columnheader', { name: /dependencies/i })).not.toBeInTheDocument();
  });
});

describe('the search in the address', () => {
  // Typing and clicking happen in one instant of a clock the test holds, which then jumps past the
  // search box's pause: whatever write was pending lands then, or never.
  const holdTheClock = () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
  };
  const pauseTyping = () => {
    vi.advanceTimersByTime(1_000);
    vi.useRealTimers();
  };

  it('written after typing pauses, it keeps a flag opened meanwhile open', async () => {
    service(() => [flag('checkout', true, false), flag('banner', true, false)]);
    // The panel's module arrives when the test says, after the search box's write was due: a slow network.
    let arrive: (module: { element: ReactElement }) => void = () => {};
    const { router } = renderRoutes(
      [{
        path: '/projects/:projectId/flags',
        element: <FlagsPage />,
        children: [{ path: ':featureName', lazy: () => new Promise((resolve) => (arrive = resolve)) }],
      }],
      '/projects/default/flags',
    );
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    holdTheClock();
    fireEvent.change(search, { target: { value: 'check' } });
    // Opened before the search box has written its text to the address (it waits for a pause).
    fireEvent.click(screen.getByRole('link', { name: 'checkout' }));
    pauseTyping();
    arrive({ element: <p>details of the flag</p> });
    expect(await screen.findByText('details of the flag')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=check');
    expect(router.state.location.pathname).toBe('/projects/default/flags/checkout');
  });

  it('takes what typing pauses on, once the pause is long enough', async () => {
    service(() => [flag('checkout', true, false), flag('banner', true, false)]);
    const router = renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    holdTheClock();
    fireEvent.change(search, { target: { value: 'che' } });
    vi.advanceTimersByTime(200);
    fireEvent.change(search, { target: { value: 'check' } });
    vi.advanceTimersByTime(299);
    expect(router.state.location.search).toBe('');
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.search).toBe('?q=check'));
    expect(search).toHaveValue('check');
    expect(screen.queryByRole('switch', { name: 'banner in development' })).not.toBeInTheDocument();
  });

  it('keeps what is typed while its own earlier write is on its way to the address', async () => {
    service(() => [flag('checkout', true, false), flag('banner', true, false)]);
    const router = renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    holdTheClock();
    fireEvent.change(search, { target: { value: 'che' } });
    // The pause ends: the box writes "che" to the address, a navigation that lands a little later.
    vi.advanceTimersByTime(300);
    fireEvent.change(search, { target: { value: 'chec' } });
    await act(async () => {});
    expect(router.state.location.search).toBe('?q=che');
    expect(search).toHaveValue('chec');
    pauseTyping();
    await waitFor(() => expect(router.state.location.search).toBe('?q=chec'));
    expect(search).toHaveValue('chec');
  });

  it('changed from elsewhere (back, a link), replaces what is being typed, whose write then never lands', async () => {
    service(() => [flag('checkout', true, false), flag('banner', true, false)]);
    const router = renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    holdTheClock();
    fireEvent.change(search, { target: { value: 'check' } });
    await act(() => router.navigate('/projects/default/flags?q=banner'));
    expect(search).toHaveValue('banner');
    pauseTyping();
    expect(await screen.findByRole('switch', { name: 'banner in development' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=banner');
    expect(search).toHaveValue('banner');
  });
});

describe('in front of Unleash, whose feature search takes 15 requests a minute', () => {
  it('says the search refused the stages and when to retry, keeping the flags and their stages on screen', async () => {
    let refused = false;
    service(() => [flag('checkout', true, false), flag('banner', false, false)], {
      'GET /api/admin/search/features': () => (refused
        ? { ...failure(429, 'RateLimitError', 'Too many requests, please try again later.'), headers: { 'Retry-After': '42' } }
        : ok({ features: [{ name: 'banner', lifecycle: { stage: 'completed', enteredStageAt: '2026-11-22T04:08:25.802Z' } }], total: 1 })),
    });
    const { queryClient } = renderRoutes([{ path: '/projects/:projectId/flags', element: <FlagsPage /> }], '/projects/default/flags');
    const grid = await screen.findByRole('grid', { name: 'Flags' });
    await waitFor(() => expect(within(grid).getByRole('row', { name: /banner/ })).toHaveTextContent('Completed'));

    // The list read again (as after a bulk change): the search refuses now.
    refused = true;
    await act(() => queryClient.invalidateQueries({ queryKey: ['flags', 'default'] }));
    const notice = await screen.findByRole('status', { name: 'Lifecycle stages not read again' }, { timeout: 5_000 });
    expect(notice).toHaveTextContent('Unleash’s feature search refused to give the flags’ lifecycle stages just now');
    expect(notice).toHaveTextContent('Retry in 42 seconds.');
    expect(within(grid).getByRole('row', { name: /banner/ })).toHaveTextContent('Completed');
    expect(within(grid).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['checkout', 'banner']));

    refused = false;
    await userEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Lifecycle stages not read again' })).not.toBeInTheDocument());
  });
});
