import type { ImpactedAudience, ImpactedFlag, ImpactPreview } from '../../contract/impact';

/**
 * The impact preview in words: "Turns checkout-v2 on for EU free user; no other saved audience
 * changes." One sentence per change of one flag, naming every audience it happens to.
 */

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

const variantName = (answer: ImpactedFlag['before']) => answer.variant?.name ?? 'disabled';

/** What happens to one flag, without whom it happens to. */
export function changeOf(flag: ImpactedFlag): string {
  switch (flag.difference) {
    case 'enabled':
      return `Turns ${flag.feature} ${flag.after.enabled ? 'on' : 'off'}`;
    case 'variant':
      return `Changes ${flag.feature}'s variant from ${variantName(flag.before)} to ${variantName(flag.after)}`;
    case 'payload':
      return `Changes the payload of ${flag.feature}'s ${variantName(flag.after)} variant`;
  }
}

/** One sentence per change, each naming the audiences it happens to, in the order they came. */
export function impactSentences(audiences: readonly ImpactedAudience[]): string[] {
  const whom = new Map<string, string[]>();
  for (const audience of audiences) {
    for (const flag of audience.flags) {
      const change = changeOf(flag);
      whom.set(change, [...(whom.get(change) ?? []), audience.name]);
    }
  }
  return [...whom].map(([change, names]) => `${change} for ${list(names)}`);
}

/** The whole preview in one line. */
export function impactSummary(preview: ImpactPreview): string {
  const sentences = impactSentences(preview.audiences);
  const savedChanged = preview.audiences.filter((audience) => audience.source === 'saved').length;
  if (preview.savedAudiences === 0 && sentences.length === 0) return 'No audience is saved yet, so none can be checked.';
  if (sentences.length === 0) return `No saved audience changes (${preview.savedAudiences} checked).`;
  const rest = preview.savedAudiences === 0 ? '' : savedChanged === preview.savedAudiences ? '; that is every saved audience' : '; no other saved audience changes';
  const joined = sentences.map((sentence, index) => (index === 0 ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1))).join('; ');
  return `${joined}${rest}.`;
}

/** The audiences whose answers chance decides (a random rollout, or a session the context lacks). */
export const chanceAudiences = (preview: ImpactPreview): string[] => preview.audiences.filter((audience) => audience.chance).map((audience) => audience.name);
