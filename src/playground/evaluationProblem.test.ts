import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../api';
import { evaluationProblem } from './evaluationProblem';

const error = (kind: ApiErrorKind, message = 'refused', details: Array<{ message: string; path?: string }> = []) =>
  new ApiError({ kind, message, method: 'GET', path: '/api/frontend', details });

describe('what a failed evaluation tells the user', () => {
  it('a 401 is about the frontend token', () => {
    const problem = evaluationProblem(error('AuthenticationRequired'));
    expect(problem.title).toBe('Frontend token not accepted');
    expect(problem.token).toBe(true);
  });

  it('a 403 means a frontend token is needed', () => {
    expect(evaluationProblem(error('NoAccess')).message).toMatch(/admin or client token.*Use a frontend token/);
  });

  it('a 404 means the frontend API is disabled', () => {
    expect(evaluationProblem(error('NotFound')).title).toBe('The frontend API is disabled');
  });

  it('a 400 names the refused parameter from the details', () => {
    const problem = evaluationProblem(error('BadRequest', 'currentTime "x" is not an ISO 8601 date', [{ message: 'x', path: 'currentTime' }]));
    expect(problem.parameter).toBe('currentTime');
    expect(problem.message).toBe('currentTime "x" is not an ISO 8601 date');
  });

  it('a 400 without details names the parameter from the message', () => {
    expect(evaluationProblem(error('BadRequest', 'context field "userId" is 1200 characters long')).parameter).toBe('userId');
    expect(evaluationProblem(error('BadRequest', 'something else')).parameter).toBeUndefined();
  });

  it('a network failure can be retried', () => {
    const problem = evaluationProblem(error('Network'));
    expect(problem.retryable).toBe(true);
    expect(problem.title).toBe('Cannot reach the flag service');
  });
});

describe('what a failed admin playground evaluation tells the user', () => {
  it('a 404: the service has none, the frontend API view is the way', () => {
    expect(evaluationProblem(error('NotFound'), 'admin').message).toMatch(/Evaluate with the frontend API instead/);
  });

  it('a 403 is about the sign-in, in the service\'s words', () => {
    const problem = evaluationProblem(error('NoAccess', 'You need permission "READ"'), 'admin');
    expect(problem).toMatchObject({ title: 'Your sign-in may not use the admin playground', message: 'You need permission "READ"', token: false });
  });

  it('a 400 names the refused context field, in either service\'s path style', () => {
    const refused = (path: string) => evaluationProblem(error('BadRequest', 'refused', [{ message: 'x', path }]), 'admin').parameter;
    expect(refused('context.userId')).toBe('userId');
    expect(refused('context.properties.plan')).toBe('properties[plan]');
    expect(refused('/body/context/currentTime')).toBe('currentTime');
    expect(refused('environments.0')).toBeUndefined();
  });
});
