import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeService, failure, notFound, ok } from '../test/fakeService';
import { renderRoutes } from '../test/render';
import { forgetRecent, rememberRecent } from '../evaluation-contexts/recentContexts';
import { ImpactPreview } from './ImpactPreview';

const turnOn = [{ feature: 'checkout-v2', action: 'updateEnabled' as const, payload: { enabled: true } }];
const renderPreview = () =>
  renderRoutes([{ path: '/', element: <ImpactPreview projectId="default" environment="production" changes={turnOn} contexts={[{ name: 'bob', context: { userId: 'bob' } }]} /> }], '/');

describe('the impact preview', () => {
  it('sends the change and the contexts, and says who it changes for', async () => {
    const service = fakeService({
      'POST /api/admin/projects/default/environments/production/impact': ok({
        environment: 'production', flags: ['checkout-v2'], savedAudiences: 2, givenContexts: 1,
        audiences: [{ name: 'EU free user', id: 1, source: 'saved', chance: false, flags: [{ feature: 'checkout-v2', before: { enabled: false }, after: { enabled: true }, difference: 'enabled' }] }],
      }),
    });
    renderPreview();
    expect(await screen.findByText('Turns checkout-v2 on for EU free user; no other saved audience changes.')).toBeInTheDocument();
    expect(service.calls[0]).toMatchObject({ method: 'POST', path: '/api/admin/projects/default/environments/production/impact', body: { changes: turnOn, contexts: [{ name: 'bob', context: { userId: 'bob' } }] } });
  });

  it('says under the preview what the changes hold that it cannot weigh', async () => {
    fakeService({ 'POST /api/admin/projects/default/environments/production/impact': ok({ environment: 'production', flags: ['checkout-v2'], savedAudiences: 1, givenContexts: 0, audiences: [] }) });
    renderRoutes([{ path: '/', element: <ImpactPreview projectId="default" environment="production" changes={turnOn} leftOut="1 change of this request is not in the preview." /> }], '/');
    const preview = await screen.findByRole('region', { name: 'Impact on saved audiences' });
    expect(await screen.findByText('No saved audience changes (1 checked).')).toBeInTheDocument();
    expect(preview).toHaveTextContent('1 change of this request is not in the preview.');
  });

  it('says the preview needs the embedded service where the service has none', async () => {
    fakeService({ 'POST /api/admin/projects/default/environments/production/impact': notFound('Not found') });
    renderPreview();
    expect(await screen.findByText(/needs Flagdeck’s embedded flag service/)).toBeInTheDocument();
  });

  it('says why it could not preview', async () => {
    fakeService({ 'POST /api/admin/projects/default/environments/production/impact': failure(400, 'BadDataError', 'changes.0: "checkout-v2" does not exist') });
    renderPreview();
    expect(await screen.findByText(/could not be previewed: changes.0: "checkout-v2" does not exist/)).toBeInTheDocument();
  });

  it('checks the playground\'s recent contexts beside the saved audiences', async () => {
    rememberRecent('?userId=bob&properties%5Bplan%5D=pro', [{ userId: 'bob', plan: 'pro' }]);
    const service = fakeService({
      'POST /api/admin/projects/default/environments/production/impact': ok({ environment: 'production', flags: ['checkout-v2'], savedAudiences: 0, givenContexts: 1, audiences: [] }),
    });
    renderRoutes([{ path: '/', element: <ImpactPreview projectId="default" environment="production" changes={turnOn} /> }], '/');
    expect(await screen.findByText('No audience is saved yet, so none can be checked.')).toBeInTheDocument();
    expect(service.calls[0]?.body).toEqual({ changes: turnOn, contexts: [{ name: 'userId=bob · plan=pro (recent)', context: { userId: 'bob', properties: { plan: 'pro' } } }] });
    forgetRecent();
  });
});
