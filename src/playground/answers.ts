import type { AdvancedPlaygroundEnvironmentFeature, AdvancedPlaygroundResponse, FrontendToggle, FrontendVariant } from '../../contract';

/**
 * What one evaluation gives the page, whichever way it was made: the flags enabled (as the
 * frontend API lists them), and from the admin playground also every flag with the reason.
 */
export interface ShownToggle {
  name: string;
  enabled: boolean;
  variant: FrontendVariant;
  /** The frontend API says; the admin playground does not. */
  impressionData?: boolean;
  /** The admin playground says; the frontend API does not. */
  projectId?: string;
}

export interface Evaluation {
  toggles: ShownToggle[];
  /** Every flag evaluated, with why (the admin playground). */
  explained?: AdvancedPlaygroundEnvironmentFeature[];
  /** The context as the admin playground used it (its properties as fields). */
  usedContext?: Record<string, string>;
}

/**
 * One context's answer: one evaluation, or several where the admin playground read a value with
 * commas as several values ("ann,bob") and evaluated each combination.
 */
export type ContextAnswer = Evaluation[];

export function frontendAnswer(toggles: readonly FrontendToggle[]): ContextAnswer {
  return [{ toggles: [...toggles] }];
}

export function adminAnswer({ features }: AdvancedPlaygroundResponse, environment: string): ContextAnswer {
  const evaluations: Array<Required<Pick<Evaluation, 'explained'>> & Evaluation> = [];
  for (const feature of features) {
    (feature.environments[environment] ?? []).forEach((entry, index) => {
      const evaluation = (evaluations[index] ??= { toggles: [], explained: [], usedContext: entry.context });
      evaluation.explained.push(entry);
      if (entry.isEnabled) {
        const variant = entry.variant ?? { name: 'disabled', enabled: false };
        evaluation.toggles.push({ name: entry.name, enabled: true, projectId: entry.projectId, variant: { ...variant, feature_enabled: true } });
      }
    });
  }
  return evaluations.length > 0 ? evaluations : [{ toggles: [], explained: [] }];
}
