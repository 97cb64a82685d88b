/** The constraint editor any part of the console may use (segments, strategies). */
export { ConstraintEditor, type ConstraintEditorProps } from './ConstraintEditor';
export { constraintProblems, constraintProblemsFromDetails } from './constraintProblems';
export { editorOperators, operatorLabels, withOperator } from './operators';
export { contextFieldKeys, contextFieldsOptions } from './contextFieldsQuery';
