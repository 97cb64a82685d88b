import { audienceContextSchema } from '../../contract/audiences';
import { impactLimits, type ImpactRequest } from '../../contract/impact';
import { describeFlatContext, type FlatContext } from '../evaluation-contexts/recentContexts';
import { audienceFieldNames } from './audienceContext';

const namedFields: ReadonlySet<string> = new Set(audienceFieldNames);

/**
 * The playground's recent contexts as the impact preview takes them beside the saved audiences:
 * each named by its fields, "(recent)"; one the service would refuse (a currentTime without its
 * zone, say) is left out rather than spoil the preview of the others.
 */
export function previewContextsOf(flats: readonly FlatContext[]): NonNullable<ImpactRequest['contexts']> {
  return flats.flatMap((flat) => {
    const fields = Object.fromEntries(Object.entries(flat).filter(([name]) => namedFields.has(name)));
    const properties = Object.fromEntries(Object.entries(flat).filter(([name]) => !namedFields.has(name)));
    const context = audienceContextSchema.safeParse({ ...fields, ...(Object.keys(properties).length > 0 ? { properties } : {}) });
    if (!context.success) return [];
    const name = `${describeFlatContext(flat)} (recent)`;
    return name.length > impactLimits.contextNameLength ? [] : [{ name, context: context.data }];
  }).slice(0, impactLimits.contexts);
}
