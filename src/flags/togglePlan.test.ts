import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { planToggle, toggleFailure, type ToggleSituation } from './togglePlan';

const off = { featureName: 'checkout', environment: 'production', enabled: false };
const on = { ...off, enabled: true };
const plain: ToggleSituation = { environmentType: 'development', children: [], requiresChangeRequest: false, skippedApprovals: 0, productionGuardOff: false, onlyDisabledStrategies: false };

describe('the safety chain before a switch calls the service', () => {
  it('calls at once in an ordinary environment', () => {
    expect(planToggle(off, plain)).toEqual({ confirmations: [], outcome: 'call' });
  });

  it('asks first in a production-type environment, whichever way the switch goes', () => {
    expect(planToggle(on, { ...plain, environmentType: 'production' }).confirmations).toEqual([{ kind: 'production' }]);
    expect(planToggle(off, { ...plain, environmentType: 'production' }).confirmations).toEqual([{ kind: 'production' }]);
  });

  it('does not ask about production once the user turned that off for the session', () => {
    expect(planToggle(off, { ...plain, environmentType: 'production', productionGuardOff: true }).confirmations).toEqual([]);
  });

  it('warns, after the production question, when turning off a flag that others depend on', () => {
    const plan = planToggle(off, { ...plain, environmentType: 'production', children: ['child-a', 'child-b'] });
    expect(plan.confirmations).toEqual([{ kind: 'production' }, { kind: 'children', children: ['child-a', 'child-b'] }]);
  });

  it('does not warn about children when turning on', () => {
    expect(planToggle(on, { ...plain, children: ['child-a'] }).confirmations).toEqual([]);
  });

  it('asks, after the production question, whether to enable the strategies when turning on where all of them are disabled', () => {
    expect(planToggle(on, { ...plain, onlyDisabledStrategies: true })).toEqual({ confirmations: [{ kind: 'strategies' }], outcome: 'call' });
    expect(planToggle(on, { ...plain, environmentType: 'production', onlyDisabledStrategies: true }).confirmations).toEqual([
      { kind: 'production' }, { kind: 'strategies' },
    ]);
  });

  it('does not ask about strategies when turning off, or where one is enabled or there are none (the service adds the default)', () => {
    expect(planToggle(off, { ...plain, onlyDisabledStrategies: true }).confirmations).toEqual([]);
    expect(planToggle(on, plain).confirmations).toEqual([]);
  });

  it('leaves the strategies to the change request where one is required', () => {
    expect(planToggle(on, { ...plain, onlyDisabledStrategies: true, requiresChangeRequest: true })).toEqual({ confirmations: [], outcome: 'changeRequest' });
  });

  it('routes an environment that requires change requests to a change request, not to the call', () => {
    expect(planToggle(off, { ...plain, requiresChangeRequest: true }).outcome).toBe('changeRequest');
  });

  it('says which approvals an admin skips, after the production question, even while the production guard rests', () => {
    const skipping = { ...plain, environmentType: 'production', skippedApprovals: 2 };
    expect(planToggle(off, skipping)).toEqual({ confirmations: [{ kind: 'production' }, { kind: 'skipApprovals', requiredApprovals: 2 }], outcome: 'call' });
    expect(planToggle(off, { ...skipping, productionGuardOff: true, children: ['child-a'] }).confirmations).toEqual([
      { kind: 'skipApprovals', requiredApprovals: 2 }, { kind: 'children', children: ['child-a'] },
    ]);
    expect(planToggle(on, { ...plain, skippedApprovals: 1 }).confirmations).toEqual([{ kind: 'skipApprovals', requiredApprovals: 1 }]);
  });

  it('skips the production question where a change request will review the change anyway', () => {
    const plan = planToggle(off, { ...plain, environmentType: 'production', requiresChangeRequest: true, children: ['child-a'] });
    expect(plan).toEqual({ confirmations: [{ kind: 'children', children: ['child-a'] }], outcome: 'changeRequest' });
  });
});

const refusal = (status: number, message: string, permission?: string) =>
  new ApiError({ kind: status === 403 ? 'NoAccess' : status === 404 ? 'NotFound' : 'Server', status, message, method: 'POST', path: '/x', permission });

describe('what a refused toggle means', () => {
  it('a 403 naming SKIP_CHANGE_REQUEST asks for a change request', () => {
    const message = 'You need the "SKIP_CHANGE_REQUEST" permission for the "production" environment.';
    expect(toggleFailure(refusal(403, message, 'SKIP_CHANGE_REQUEST'), off)).toEqual({ kind: 'changeRequest', message });
  });

  it('another 403 shows the server message, which names the permission and environment', () => {
    const message = 'You need the "UPDATE_FEATURE_ENVIRONMENT" permission for the "production" environment.';
    expect(toggleFailure(refusal(403, message, 'UPDATE_FEATURE_ENVIRONMENT'), off)).toEqual({
      kind: 'refused',
      message: `Could not turn off checkout in production: ${message} The switch was set back.`,
    });
  });

  it('a 404 says the flag or environment is gone', () => {
    expect(toggleFailure(refusal(404, 'no such flag'), on)).toEqual({
      kind: 'gone',
      message: 'Could not turn on checkout in production: the flag or the environment no longer exists. The list has been refreshed.',
    });
  });
});
