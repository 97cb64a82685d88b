import { api } from './index';
import { uiConfigSchema } from '../../contract/uiConfig';

/** Unleash's own description of itself: its edition and the flags it runs with (404 on the embedded service). */
export function uiConfig(signal?: AbortSignal) {
  return api('/api/admin/ui-config', uiConfigSchema, { signal });
}
