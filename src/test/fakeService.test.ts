import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract';
import { fakeService, ok } from './fakeService';

describe('the fake service of the component tests', () => {
  it('answers a route the test did not register with a 404 in the contract\'s error body, naming the route', async () => {
    const service = fakeService({ 'GET /api/admin/projects': ok({ projects: [] }) });
    const answer = await fetch('/api/admin/segments');
    expect(answer.status).toBe(404);
    expect(errorBodySchema.parse(await answer.json())).toMatchObject({ name: 'NotFoundError', message: 'There is no GET /api/admin/segments in this API.' });
    expect(service.called()).toEqual(['GET /api/admin/segments']);
  });

  it('refuses a route the console never calls, and an answer the contract refuses', () => {
    expect(() => fakeService({ 'GET /api/admin/nothing': ok({}) })).toThrow('GET /api/admin/nothing is no route the console calls');
    expect(() => fakeService({ 'GET /api/admin/projects': ok({ projects: 'none' }) })).toThrow('a body the contract refuses');
  });
});
