import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './app/App';
import './ui/theme.css';

// The console runs under a CSP without 'unsafe-eval'. Zod probes for eval with a `new Function`
// when it builds its first object schema, and the browser reports the probe as a violation even
// though zod catches it. Its interpreter (its fallback anyway) needs no probe. This runs before
// any schema exists: the contract is only in the lazily loaded route modules.
zodConfig({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
