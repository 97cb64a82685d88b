import { constraintInputSchema } from '../../contract/adminRequests';
import type { Constraint } from '../../contract/feature';

/**
 * What the service would refuse in a list of constraints, by field (`"0.value"`, `"1.values"`):
 * the contract's own rule, so a value the SDKs would read differently (a bad date, a non-number
 * for NUM_*, an invalid version) is refused at the field before anything is sent.
 */
export function constraintProblems(constraints: readonly Constraint[]): Map<string, string> {
  const problems = new Map<string, string>();
  constraints.forEach((constraint, index) => {
    const result = constraintInputSchema.safeParse(constraint);
    for (const issue of result.error?.issues ?? []) {
      const key = [index, ...issue.path.map(String)].join('.');
      if (!problems.has(key)) problems.set(key, issue.message);
    }
  });
  return problems;
}

/**
 * The service's 400 names a field as `constraints.0.value`; the editor's keys are relative to
 * the list (`0.value`). Details naming other fields are left to their own inputs.
 */
export function constraintProblemsFromDetails(details: readonly { path?: string | undefined; message: string }[], prefix = 'constraints.'): Map<string, string> {
  const problems = new Map<string, string>();
  for (const detail of details) {
    if (detail.path?.startsWith(prefix)) problems.set(detail.path.slice(prefix.length), detail.message.replace(/^[\w.]+: /, ''));
  }
  return problems;
}
