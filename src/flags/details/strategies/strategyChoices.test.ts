import { describe, expect, it } from 'vitest';
import { builtInStrategyDefinitions, type StrategyDefinition } from '../../../../contract/strategyDefinitions';
import { strategyChoices } from './strategyChoices';

const custom = (name: string, deprecated = false): StrategyDefinition => ({
  name, displayName: `${name} title`, description: '', editable: true, deprecated, parameters: [],
});

describe('the strategies the editor offers', () => {
  it('offers the built-in ones it edits, then each custom one the service defines', () => {
    expect(strategyChoices([...builtInStrategyDefinitions, custom('tenant')], undefined).map((choice) => choice.name))
      .toEqual(['flexibleRollout', 'default', 'userWithId', 'remoteAddress', 'applicationHostname', 'tenant']);
    expect(strategyChoices([custom('tenant')], undefined).at(-1)).toEqual({ name: 'tenant', label: 'tenant title (custom)' });
  });

  it('leaves deprecated ones out, but for the one being edited', () => {
    const remoteAddress: StrategyDefinition = { name: 'remoteAddress', displayName: 'IPs', description: '', editable: false, deprecated: true, parameters: [] };
    const definitions = [remoteAddress, custom('old', true), custom('tenant')];
    expect(strategyChoices(definitions, undefined).map((choice) => choice.name)).toEqual(['flexibleRollout', 'default', 'userWithId', 'applicationHostname', 'tenant']);
    expect(strategyChoices(definitions, 'old').map((choice) => choice.label)).toContain('old title (custom, deprecated)');
    expect(strategyChoices(definitions, 'remoteAddress').map((choice) => choice.label)).toContain('IP addresses (deprecated)');
  });

  it('keeps a strategy whose type is no longer defined, saying so, and before the list is read', () => {
    expect(strategyChoices([], 'gone').at(-1)).toEqual({ name: 'gone', label: 'gone (not defined on this service)' });
    expect(strategyChoices(undefined, 'tenant').at(-1)).toEqual({ name: 'tenant', label: 'tenant (custom)' });
  });
});
