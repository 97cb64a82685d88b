import { createHash } from 'node:crypto';
import type { ClientFeatures, FrontendToggle, FrontendVariant } from '../../contract';
import { compileFlags, off } from './compiledFlags';
import { contextDependence, type ContextDependence } from './contextDependence';
import type { EvaluationContext } from './evaluationContext';
import { withStaticContext } from './sdkClient';
import { toSdkSnapshot } from './sdkSnapshot';

/*
 * Frontend API evaluation: one per configuration snapshot, evaluated as often as needed. Each
 * flag is compiled once (`compiledFlags.ts`) to answer as the official SDK's client does, and each
 * answer it can give is serialised once: an answer is the fragments of the flags that are on,
 * joined. The SDK's own client (`sdkEvaluator.ts`) stays the judge: the client specification and
 * `differential.property.test.ts` hold this evaluator to its answers, byte for byte.
 */

export interface Evaluator {
  /** The flags that are enabled for the context, in configuration order, as /api/frontend lists them. */
  evaluate(context: EvaluationContext): FrontendToggle[];
  /** The same as /api/frontend's JSON body: `JSON.stringify({ toggles: evaluate(context) })`. */
  answer(context: EvaluationContext): string;
  /** `answer`, with what it shows: the enabled flags' names in answer order, and the variant each shows ('' for none). */
  answerShown(context: EvaluationContext): ShownAnswer;
  /** Releases what the evaluator holds. Evaluating afterwards is a programming error. */
  dispose(): void;
  /** What the answers depend on besides the context (chance, the clock, sessionId), for caching. */
  readonly dependence: ContextDependence;
  /** Every flag each evaluation evaluates, in the order `evaluate` lists the enabled ones. */
  readonly flagNames: readonly string[];
  /** A digest of every fragment of every flag, in order, where answers carry `choices`. */
  readonly fragmentsDigest?: string;
}

export interface ShownAnswer {
  json: string;
  enabled: string[];
  variants: string[];
  /**
   * Where the evaluator serialises answers from fragments: which fragment each flag gave (its index
   * plus one, 0 for off), in `flagNames` order. With `fragmentsDigest`, it names the JSON's bytes
   * in a few hundred bytes, so an ETag need not hash the whole answer (see frontendApi/etag.ts).
   */
  choices?: Uint16Array;
}

/** The variant a toggle shows, for exposure metrics: its name, or '' for "disabled" (no variant to count). */
export const shownVariantName = (variant: FrontendVariant): string => (variant.enabled ? variant.name : '');

export function createEvaluator(config: ClientFeatures): Evaluator {
  const snapshot = toSdkSnapshot(config);
  const compiled = compileFlags(snapshot);
  // Listed as configured (the flag's own impressionData), evaluated as the SDK's repository finds
  // the name: the same flag but for a name given twice, where the last definition decides.
  const flags = snapshot.features.flatMap((feature) => {
    const flag = compiled.get(feature.name);
    if (!flag) return [];
    const toggles = flag.variants.map((variant): FrontendToggle => ({
      name: feature.name, enabled: true, impressionData: Boolean(feature.impressionData), variant,
    }));
    return [{
      name: feature.name, flag, toggles, fragments: toggles.map((toggle) => JSON.stringify(toggle)),
      shown: toggles.map((toggle) => shownVariantName(toggle.variant)),
    }];
  });
  // Each flag's fragments, each behind its length, so that no two fragment lists digest alike.
  const digest = createHash('sha256');
  for (const { fragments } of flags) {
    digest.update(`${fragments.length}:`);
    for (const fragment of fragments) digest.update(`${fragment.length}:${fragment}`);
  }
  const fragmentsDigest = digest.digest('base64url');
  let disposed = false;
  const checked = (context: EvaluationContext) => {
    if (disposed) throw new Error('this evaluator was disposed; evaluate with the current snapshot');
    return withStaticContext(context);
  };

  return {
    dependence: contextDependence(snapshot),
    flagNames: flags.map((flag) => flag.name),
    fragmentsDigest,
    evaluate(context) {
      const sdkContext = checked(context);
      const toggles: FrontendToggle[] = [];
      for (const { flag, toggles: shown } of flags) {
        const chosen = flag.choose(sdkContext);
        const toggle = shown[chosen];
        if (chosen !== off && toggle) toggles.push({ ...toggle, variant: { ...toggle.variant } });
      }
      return toggles;
    },
    answer(context) {
      const sdkContext = checked(context);
      let json = '{"toggles":[';
      let separator = '';
      for (const { flag, fragments } of flags) {
        const chosen = flag.choose(sdkContext);
        if (chosen === off) continue;
        json += separator + fragments[chosen];
        separator = ',';
      }
      return `${json}]}`;
    },
    answerShown(context) {
      const sdkContext = checked(context);
      let json = '{"toggles":[';
      let separator = '';
      const enabled: string[] = [];
      const variants: string[] = [];
      const choices = new Uint16Array(flags.length);
      for (let index = 0; index < flags.length; index++) {
        const { name, flag, fragments, shown } = flags[index] ?? unreachable();
        const chosen = flag.choose(sdkContext);
        if (chosen === off) continue;
        json += separator + fragments[chosen];
        separator = ',';
        enabled.push(name);
        variants.push(shown[chosen] ?? '');
        choices[index] = chosen + 1;
      }
      return { json: `${json}]}`, enabled, variants, choices };
    },
    dispose() {
      disposed = true;
    },
  };
}

function unreachable(): never {
  throw new Error('unreachable: the index is within the flags');
}
