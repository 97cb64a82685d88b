/**
 * What other parts of the console may use of the projects feature: the project list, a
 * project's environments, the instance's environments, the project the user last opened, and
 * reading them anew after a change.
 */
export { readLastProject, rememberProject } from './lastProject';
export { projectEnvironmentsOptions, projectListOptions } from './queries';
export { instanceEnvironmentsOptions, invalidateProjects } from './settingsQueries';
