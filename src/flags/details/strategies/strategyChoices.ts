import type { StrategyDefinition } from '../../../../contract/strategyDefinitions';
import { editableStrategies, isCustom, strategyLabels } from './strategyForm';

/**
 * The strategies the editor's list offers: the built-in ones it edits, then the custom ones the
 * service defines (`/api/admin/strategies`), deprecated ones left out as Unleash's console leaves
 * them out. The strategy being edited stays in the list whatever its type has become since, so
 * that opening it never changes it.
 */
export interface StrategyChoice {
  name: string;
  label: string;
}

export function strategyChoices(definitions: readonly StrategyDefinition[] | undefined, current: string | undefined): StrategyChoice[] {
  const deprecated = new Set((definitions ?? []).filter((definition) => definition.deprecated).map((definition) => definition.name));
  const builtIn = editableStrategies.filter((name) => !deprecated.has(name) || name === current)
    .map((name) => ({ name, label: `${strategyLabels[name]}${deprecated.has(name) ? ' (deprecated)' : ''}` }));
  const custom = (definitions ?? []).filter((definition) => isCustom(definition.name) && (!definition.deprecated || definition.name === current))
    .map((definition) => ({
      name: definition.name,
      label: `${definition.displayName || definition.name} (custom${definition.deprecated ? ', deprecated' : ''})`,
    }));
  const choices = [...builtIn, ...custom];
  if (current !== undefined && !choices.some((choice) => choice.name === current)) {
    choices.push({ name: current, label: `${current} (${definitions ? 'not defined on this service' : 'custom'})` });
  }
  return choices;
}
