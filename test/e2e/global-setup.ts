/**
 * E2E global setup: builds the web app (`vite build --config vite.web.config.ts`), serves dist-web with
 * `vite preview` on a free localhost port and provides its URL to the tests as `baseUrl`.
 * Set SKIRMISHER_E2E_NO_BUILD=1 to reuse an existing dist-web.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the served web build, e.g. `'http://127.0.0.1:41234/'`. */
    baseUrl: string;
  }
}

const root = resolve(import.meta.dirname, '../..');
const configFile = resolve(root, 'vite.web.config.ts');

/** A TCP port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const reuse =
    process.env['SKIRMISHER_E2E_NO_BUILD'] === '1' && existsSync(resolve(root, 'dist-web/index.html'));
  if (!reuse) await build({ configFile, logLevel: 'warn' });
  const port = await freePort();
  const server = await preview({
    configFile,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}/`);
  return async () => {
    await server.close();
  };
}
