/**
 * The permission table: which permission each root role holds. Names are Unleash's, so the 403
 * messages read the same as a real Unleash's and the console parses both alike.
 */
export const permissionNames = [
  'ADMIN',
  'CREATE_FEATURE',
  'UPDATE_FEATURE',
  'DELETE_FEATURE',
  'UPDATE_FEATURE_ENVIRONMENT',
  'CREATE_FEATURE_STRATEGY',
  'UPDATE_FEATURE_STRATEGY',
  'DELETE_FEATURE_STRATEGY',
  'UPDATE_FEATURE_ENVIRONMENT_VARIANTS',
  'UPDATE_FEATURE_DEPENDENCY',
  'CREATE_CHANGE_REQUEST',
  'APPROVE_CHANGE_REQUEST',
  'APPLY_CHANGE_REQUEST',
  'SKIP_CHANGE_REQUEST',
  'UPDATE_CHANGE_REQUEST_SETTINGS',
  'READ_CLIENT_API_TOKEN',
  'READ_FRONTEND_API_TOKEN',
  'CREATE_CLIENT_API_TOKEN',
  'CREATE_FRONTEND_API_TOKEN',
  'UPDATE_CLIENT_API_TOKEN',
  'UPDATE_FRONTEND_API_TOKEN',
  'DELETE_CLIENT_API_TOKEN',
  'DELETE_FRONTEND_API_TOKEN',
  'CREATE_SEGMENT',
  'UPDATE_SEGMENT',
  'DELETE_SEGMENT',
  'CREATE_CONTEXT_FIELD',
  'UPDATE_CONTEXT_FIELD',
  'DELETE_CONTEXT_FIELD',
  // Projects are the admins' in the embedded service (Unleash gives them to its Admin role too).
  'CREATE_PROJECT',
  'UPDATE_PROJECT',
  'DELETE_PROJECT',
  // Flagdeck's own: saved audiences (Unleash has none).
  'CREATE_SAVED_AUDIENCE',
  'UPDATE_SAVED_AUDIENCE',
  'DELETE_SAVED_AUDIENCE',
  // Integrations are the admins', as in Unleash.
  'CREATE_ADDON',
  'UPDATE_ADDON',
  'DELETE_ADDON',
] as const;
export type Permission = (typeof permissionNames)[number];

export const rootRoleIds = { Admin: 1, Editor: 2, Viewer: 3 } as const;
/** The type Unleash gives its root roles (project roles are `project`). */
export const rootRoleType = 'root';
export type RootRoleName = keyof typeof rootRoleIds;
export const rootRoleList = [
  { id: rootRoleIds.Admin, name: 'Admin' },
  { id: rootRoleIds.Editor, name: 'Editor' },
  { id: rootRoleIds.Viewer, name: 'Viewer' },
] as const;

const editor: readonly Permission[] = [
  'CREATE_FEATURE',
  'UPDATE_FEATURE',
  'DELETE_FEATURE',
  'UPDATE_FEATURE_ENVIRONMENT',
  'CREATE_FEATURE_STRATEGY',
  'UPDATE_FEATURE_STRATEGY',
  'DELETE_FEATURE_STRATEGY',
  'UPDATE_FEATURE_ENVIRONMENT_VARIANTS',
  'UPDATE_FEATURE_DEPENDENCY',
  'CREATE_CHANGE_REQUEST',
  'APPROVE_CHANGE_REQUEST',
  'APPLY_CHANGE_REQUEST',
  // As in Unleash, editors may see, issue, change and delete client and frontend tokens (not admin ones).
  'READ_CLIENT_API_TOKEN',
  'READ_FRONTEND_API_TOKEN',
  'CREATE_CLIENT_API_TOKEN',
  'CREATE_FRONTEND_API_TOKEN',
  'UPDATE_CLIENT_API_TOKEN',
  'UPDATE_FRONTEND_API_TOKEN',
  'DELETE_CLIENT_API_TOKEN',
  'DELETE_FRONTEND_API_TOKEN',
  // As in Unleash, editors manage segments; context fields are the admins'.
  'CREATE_SEGMENT',
  'UPDATE_SEGMENT',
  'DELETE_SEGMENT',
  // Saved audiences are the team's shared contexts: those who change flags keep them.
  'CREATE_SAVED_AUDIENCE',
  'UPDATE_SAVED_AUDIENCE',
  'DELETE_SAVED_AUDIENCE',
];

/** Admins (users and admin API tokens) hold everything, skipping change requests included. */
const grants: Record<RootRoleName, readonly Permission[]> = {
  Admin: permissionNames,
  Editor: editor,
  // Viewers read; reading needs no permission beyond being signed in to the admin API.
  Viewer: [],
};

export function permissionsOf(role: RootRoleName): readonly Permission[] {
  return grants[role];
}

export function roleHolds(role: RootRoleName, permission: Permission): boolean {
  return grants[role].includes(permission);
}

export function rootRoleName(id: number): RootRoleName {
  const role = rootRoleList.find((r) => r.id === id);
  if (!role) throw new Error(`unknown root role id ${id}`);
  return role.name;
}

/** The console parses this sentence to name the permission and environment; keep it exact. */
export function noAccessMessage(permission: Permission, environment?: string): string {
  const scope = environment === undefined ? '' : ` for the "${environment}" environment`;
  return `You don't have the required permissions to perform this operation. To perform this action, you need the "${permission}" permission${scope}.`;
}
