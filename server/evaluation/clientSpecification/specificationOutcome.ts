import type { FrontendToggle, FrontendVariant } from '../../../contract';
import type { SpecificationCase } from './specificationCases';

/*
 * What a frontend API answer says about one case. The answer lists only enabled flags, so a flag
 * that is missing from it is disabled, with the "disabled" variant an SDK reports for it.
 */
const disabledVariant: FrontendVariant = { name: 'disabled', enabled: false, feature_enabled: false };

export function observedOutcome(toggles: readonly FrontendToggle[], testCase: SpecificationCase): boolean | FrontendVariant {
  const toggle = toggles.find((candidate) => candidate.name === testCase.toggleName);
  if (testCase.kind === 'enabled') return toggle !== undefined;
  return toggle?.variant ?? disabledVariant;
}
