import type { FieldProblems } from './fieldProblems';

/** A field's reason, announced when it appears; its id is what `invalidProps` names. */
export function FieldProblem({ problems, field, id }: { problems: FieldProblems; field: string; id: string }) {
  const problem = problems.get(field);
  return problem ? <p id={`${id}-problem`} className="field-error" role="alert">{problem}</p> : null;
}
