import { may, type Viewer } from '../viewer/viewer';

/**
 * Why the signed-in user may not use a control of the projects' and environments' pages: these
 * are the admins' (Unleash's Admin role holds these permissions), so a Viewer or an Editor is told
 * which one is missing.
 */
export function reasonWithout(viewer: Viewer | undefined, permission: string): string | undefined {
  if (!viewer || may(viewer, permission, { project: '', environment: '' })) return undefined;
  return `Only admins may: you need the "${permission}" permission.`;
}

/** What a 404 on a write means in front of Unleash open source, which has the default project only. */
export const paidEditionOnly = 'Not available on this service: Unleash open source has only the default project (making, editing and archiving projects is in its paid edition).';
