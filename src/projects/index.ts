/**
 * What other parts of the console may use of the projects feature: the project list, a
 * project's environments, and the project the user last opened.
 */
export { readLastProject, rememberProject } from './lastProject';
export { projectEnvironmentsOptions, projectListOptions } from './queries';
