import { addonProviderNames, type Addon, type AddonCreateUpdate } from '../../contract/addons';
import type { Principal } from '../auth/principal';
import { BadData, NotFound } from '../domain/errors';
import { maskedParameters, readParameters } from '../integrations/addonParameters';
import { checkDestination, parseDestinationUrl, RefusedDestination, type AllowedHosts, type Resolver } from '../integrations/destination';
import { isProviderName } from '../integrations/providers';
import { deleteAddon, dropPendingDeliveries, findAddon, insertAddon, updateAddon, type AddonFields, type StoredAddon } from '../store/addons';
import { recordEvent } from '../store/events';
import { isoNow } from '../store/json';
import type { Db } from '../store/openDatabase';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';

/*
 * Saving an integration: its provider one the service delivers to, its parameters the provider's
 * (`integrations/addonParameters.ts`), and its URL's host resolving only to public addresses unless
 * INTEGRATION_ALLOWED_HOSTS names it (checked again at each delivery). Each write records Unleash's
 * `addon-config-*` event, which names no secret.
 */

export interface IntegrationSettings { allowedHosts: AllowedHosts; resolve?: Resolver | undefined }

/** As the API answers it: sensitive parameters masked, as Unleash masks them. */
export function addonAnswer({ ownerUserId: _owner, ...addon }: StoredAddon): Addon {
  return { ...addon, parameters: maskedParameters(addon.provider, addon.parameters) };
}

/** One of the instance's integrations (a person's own webhook is theirs alone: `services/notifications.ts`). */
export function requireAddon(db: Db, id: number): StoredAddon {
  const addon = findAddon(db, id);
  if (!addon || addon.ownerUserId !== null) throw new NotFound(`There is no integration with id ${id}.`);
  return addon;
}

/** What an event says of an integration: never its parameters, which may hold secrets. */
export const described = (addon: StoredAddon) => ({
  id: addon.id, provider: addon.provider, description: addon.description, enabled: addon.enabled,
  events: addon.events, projects: addon.projects, environments: addon.environments,
});

export async function fieldsOf(body: AddonCreateUpdate, settings: IntegrationSettings, stored?: StoredAddon): Promise<AddonFields> {
  const { provider } = body;
  if (!isProviderName(provider)) {
    throw new BadData(`Unknown addon provider ${provider}: this service has ${addonProviderNames.join(' and ')}.`, [{ path: 'provider', message: `provider: must be one of ${addonProviderNames.join(', ')}` }]);
  }
  const { parameters, problems } = readParameters(provider, body.parameters, stored?.provider === provider ? stored.parameters : {});
  if (problems.length > 0) throw new BadData(`The request body is invalid: ${problems[0]?.message ?? ''}`, problems);
  const url = parameters.url;
  if (url !== undefined) {
    try {
      await checkDestination(parseDestinationUrl(url), settings.allowedHosts, settings.resolve);
    } catch (error) {
      if (!(error instanceof RefusedDestination)) throw error;
      const message = `parameters.url: ${error.message}`;
      throw new BadData(`The request body is invalid: ${message}`, [{ path: 'parameters.url', message }]);
    }
  }
  return {
    provider,
    description: body.description?.trim() || null,
    enabled: body.enabled,
    parameters,
    events: [...new Set(body.events)],
    projects: [...new Set(body.projects ?? [])],
    environments: [...new Set(body.environments ?? [])],
  };
}

export async function createAddon(db: Db, caller: Principal, body: AddonCreateUpdate, settings: IntegrationSettings): Promise<Addon> {
  const fields = await fieldsOf(body, settings);
  const by = authorOf(caller);
  return writeTransaction(db, () => {
    const addon = requireAddon(db, insertAddon(db, fields, by.at ?? isoNow()));
    recordEvent(db, by, { type: 'addon-config-created', data: described(addon) });
    return addonAnswer(addon);
  });
}

export async function editAddon(db: Db, caller: Principal, id: number, body: AddonCreateUpdate, settings: IntegrationSettings): Promise<Addon> {
  const fields = await fieldsOf(body, settings, requireAddon(db, id));
  const by = authorOf(caller);
  return writeTransaction(db, () => {
    const before = requireAddon(db, id);
    updateAddon(db, id, fields);
    if (!fields.enabled) dropPendingDeliveries(db, id);
    const addon = requireAddon(db, id);
    recordEvent(db, by, { type: 'addon-config-updated', data: described(addon), preData: described(before) });
    return addonAnswer(addon);
  });
}

export function removeAddon(db: Db, caller: Principal, id: number): void {
  writeTransaction(db, () => {
    const before = requireAddon(db, id);
    deleteAddon(db, id);
    recordEvent(db, authorOf(caller), { type: 'addon-config-deleted', data: { id }, preData: described(before) });
  });
}
