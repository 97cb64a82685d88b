import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serverNodeFlags } from './nodeFlags';

const packageScripts = z.object({ scripts: z.object({ start: z.string() }) });

describe('the flags Node is started with', () => {
  it('are the ones npm start gives the server', () => {
    const { scripts } = packageScripts.parse(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')));
    expect(scripts.start).toContain(`node ${serverNodeFlags.join(' ')} dist-server/main.js`);
  });
});
