import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { $ZodConfig } from 'zod/v4/core';
import { App } from './app/App';
import './ui/theme.css';

// The console runs under a CSP without 'unsafe-eval'. Zod probes for eval with a `new Function`
// when it builds its first object schema, and the browser reports the probe as a violation even
// though zod catches it. Its interpreter (its fallback anyway) needs no probe. This runs before
// any schema exists: the contract is only in the lazily loaded route modules.
// Zod keeps its configuration in globalThis.__zod_globalConfig (what `config()` of zod/v4/core
// writes) and takes an object already there; setting it directly keeps zod itself out of the
// entry chunk, whose budget (100 KiB gzip, scripts/check-bundle-budget.ts) has no room for it.
// If zod ever stops reading it, the CSP e2e (session.spec.ts) reports the probe again.
Reflect.set(globalThis, '__zod_globalConfig', { jitless: true } satisfies $ZodConfig);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
