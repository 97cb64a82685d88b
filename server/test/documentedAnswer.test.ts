import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectListSchema } from '../../contract/admin';
import { startTestService, type TestService } from './harness';
import { contractProblem, routeFor } from './documentedAnswer';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

describe("the harness's check of every answer against the contract", () => {
  const projects = { version: 1, projects: [{ id: 'default', name: 'Default' }] };

  it('passes an answer its route documents, in the documented shape', () => {
    expect(contractProblem(service.app, 'GET', '/api/admin/projects', 200, projects, JSON.stringify(projects))).toBeUndefined();
  });

  it('fails an answer its documented schema does not parse', () => {
    expect(contractProblem(service.app, 'GET', '/api/admin/projects', 200, { projects: 'none' }, '{}')).toMatch(/does not parse/);
  });

  it('fails a status the route does not document, and a body where it documents none', () => {
    expect(contractProblem(service.app, 'GET', '/api/admin/projects', 201, projects, '{}')).toMatch(/does not document/);
    expect(contractProblem(service.app, 'OPTIONS', '/api/frontend', 204, { x: 1 }, '{"x":1}')).toMatch(/documents none/);
  });

  it('holds every error to the error body', () => {
    expect(contractProblem(service.app, 'GET', '/api/admin/projects', 404, { error: 'gone' }, '{}')).toMatch(/not the error body/);
    expect(contractProblem(service.app, 'GET', '/api/nowhere', 404, { name: 'NotFoundError', message: 'no' }, '{}')).toBeUndefined();
  });

  it('finds the route as the router does: a fixed segment before a parameter', () => {
    expect(routeFor(service.app, 'GET', '/api/admin/projects/default/change-requests/open')?.url).toBe('/api/admin/projects/:projectId/change-requests/open');
    expect(routeFor(service.app, 'GET', '/api/admin/projects/default/change-requests/7')?.url).toBe('/api/admin/projects/:projectId/change-requests/:id');
  });

  it('parses a success with the schema asked for, and refuses to read one from an error', async () => {
    const answered = await service.call('GET', '/api/admin/projects', { answer: projectListSchema });
    expect(answered.answer.projects.map((project) => project.id)).toContain('default');
    await expect(service.call('GET', '/api/admin/projects', { answer: projectListSchema.extend({ extra: z.number() }) })).rejects.toThrow(/does not parse/);
    const refused = await service.call('GET', '/api/admin/projects', { token: null, answer: projectListSchema });
    expect(() => refused.answer).toThrow(/answered 401, not a success/);
  });
});
