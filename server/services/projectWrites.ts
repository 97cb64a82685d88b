import type { CreateProjectBody, ProjectCreated, UpdateProjectBody } from '../../contract/projects';
import type { Principal } from '../auth/principal';
import { BadData, Conflict, InvalidOperation } from '../domain/errors';
import { addEnvironmentToProject } from '../store/environmentWrites';
import { listEnvironments, setChangeRequestSettings } from '../store/environments';
import type { EventAuthor } from '../store/events';
import { isoNow } from '../store/json';
import type { Db } from '../store/openDatabase';
import { createProject, deleteProject, findProject, projectFlagCounts, requireProject, setProjectArchived, updateProject } from '../store/projects';
import { deleteSegment, listSegments } from '../store/segments';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';

/*
 * Projects, as Unleash's paid edition writes them (its open source has the default project only):
 * made with the environments they use and which of those take changes through change requests,
 * renamed, archived once their flags are archived, revived, and deleted once they hold no flag.
 */

export const defaultProject = 'default';

const idTaken = (id: string) => new Conflict(`A project with the id "${id}" already exists.`);

/** Whether an id is free for a new project (archived projects keep theirs). */
export function checkProjectId(db: Db, id: string): void {
  if (findProject(db, id)) throw idTaken(id);
}

/** An id made from the name (lowercase, dashes), with a number after it where that is taken. */
function idFromName(db: Db, name: string): string {
  const base = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 90) || 'project';
  let id = base;
  for (let n = 2; findProject(db, id); n++) id = `${base}-${n}`;
  return id;
}

/** The environments a new project uses: those named, each existing, or every enabled one. */
function environmentsOf(db: Db, body: CreateProjectBody): string[] {
  const all = listEnvironments(db);
  if (body.environments === undefined) return all.filter((environment) => environment.enabled !== false).map((environment) => environment.name);
  body.environments.forEach((name, index) => {
    if (!all.some((environment) => environment.name === name)) {
      throw new BadData(`Environment "${name}" does not exist.`, [{ message: `environment "${name}" does not exist`, path: `environments.${index}` }]);
    }
  });
  return [...new Set(body.environments)];
}

export function createProjectWithEnvironments(db: Db, caller: Principal, body: CreateProjectBody): ProjectCreated {
  return writeTransaction(db, () => {
    const id = body.id ?? idFromName(db, body.name);
    checkProjectId(db, id);
    const environments = environmentsOf(db, body);
    const byName = new Map((body.changeRequestEnvironments ?? []).map((entry) => [entry.name, entry.requiredApprovals ?? 1]));
    (body.changeRequestEnvironments ?? []).forEach((entry, index) => {
      if (!environments.includes(entry.name)) {
        throw new BadData(`Change requests need an environment the project uses: "${entry.name}" is not one.`, [
          { message: `"${entry.name}" is not one of the project's environments`, path: `changeRequestEnvironments.${index}.name` },
        ]);
      }
    });
    const by = authorOf(caller);
    createProject(db, by, { id, name: body.name, description: body.description ?? null, createdAt: by.at ?? isoNow() });
    for (const environment of environments) addEnvironmentToProject(db, by, id, environment);
    for (const [environment, requiredApprovals] of byName) setChangeRequestSettings(db, by, id, environment, { enabled: true, requiredApprovals });
    return {
      id, name: body.name, description: body.description ?? null, environments,
      changeRequestEnvironments: [...byName].map(([name, requiredApprovals]) => ({ name, requiredApprovals })),
    };
  });
}

export function editProject(db: Db, caller: Principal, projectId: string, body: UpdateProjectBody): void {
  writeTransaction(db, () => {
    requireProject(db, projectId);
    updateProject(db, authorOf(caller), projectId, { name: body.name, description: body.description ?? null });
  });
}

/** Only a project whose flags are all archived is archived, as in Unleash. */
export function archiveProject(db: Db, caller: Principal, projectId: string): void {
  writeTransaction(db, () => {
    const project = requireProject(db, projectId);
    if (project.archivedAt) throw new InvalidOperation(`Project "${projectId}" is already archived.`);
    const { active } = projectFlagCounts(db, projectId);
    if (active > 0) throw new InvalidOperation(`Project "${projectId}" has ${active} flag${active === 1 ? '' : 's'} not archived; archive ${active === 1 ? 'it' : 'them'} first.`);
    setProjectArchived(db, authorOf(caller), projectId, isoNow());
  });
}

export function reviveProject(db: Db, caller: Principal, projectId: string): void {
  writeTransaction(db, () => {
    const project = requireProject(db, projectId);
    if (!project.archivedAt) throw new InvalidOperation(`Project "${projectId}" is not archived.`);
    setProjectArchived(db, authorOf(caller), projectId, null);
  });
}

/**
 * Deletes a project that holds no flag, archived ones included (deleting those for good is their
 * own step); its segments go with it, each with its event. The default project stays, as in Unleash.
 */
export function removeProject(db: Db, caller: Principal, projectId: string): void {
  writeTransaction(db, () => {
    requireProject(db, projectId);
    if (projectId === defaultProject) throw new InvalidOperation('The default project cannot be deleted.');
    const { active, archived } = projectFlagCounts(db, projectId);
    if (active + archived > 0) {
      throw new InvalidOperation(`Project "${projectId}" still holds ${active} flag${active === 1 ? '' : 's'} and ${archived} archived; archive and delete them first.`);
    }
    const by: EventAuthor = authorOf(caller);
    for (const segment of listSegments(db).filter((s) => s.project === projectId)) deleteSegment(db, by, segment.id);
    deleteProject(db, by, projectId);
  });
}

/** What new flags need: a project that exists (404) and is not archived (409). */
export function requireActiveProject(db: Db, projectId: string): void {
  const project = requireProject(db, projectId);
  if (project.archivedAt) throw new InvalidOperation(`Project "${projectId}" is archived; revive it to add flags.`);
}
