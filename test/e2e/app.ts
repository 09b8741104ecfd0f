/**
 * The e2e files' shared set-up: one Chromium per test file, pages on the served app, a temporary folder.
 * Each `use…` function registers vitest hooks, so it is called at the top of a test file, never inside a test.
 * Kept apart from `browser.ts`, which the screenshot scripts also import outside vitest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser, openApp } from './browser';

/** A page on the app and the console errors and uncaught exceptions it has shown (`openApp`). */
export interface AppPage {
  readonly page: Page;
  readonly errors: string[];
}

/** The file's browser, launched before its tests and closed after them. */
export interface App {
  /** The browser (throws before `beforeAll` has run). */
  browser(): Browser;
  /** A new page (1440×900) on the served app (`inject('baseUrl')`), e.g. `const { page, errors } = await app.open()`. */
  open(): Promise<{ page: Page; errors: string[] }>;
}

/** Launches Chromium (`launchBrowser`) before the file's tests and closes it after them. */
export function useApp(): App {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const app: App = {
    browser: () => {
      if (!browser) throw new Error('the browser is launched in beforeAll: call app.browser() inside a test');
      return browser;
    },
    open: () => openApp(app.browser(), inject('baseUrl')),
  };
  return app;
}

/**
 * `useApp` plus a page on the app held for the tests: a fresh one before each test (`scope: 'test'`, the default),
 * or one for the whole file (`scope: 'file'`), resized to `viewport` (pixels) after it opens when one is given.
 * Read `app.page` / `app.errors` inside tests and hooks (they throw before the page is open).
 */
export function useAppPage({
  scope = 'test',
  viewport,
}: { scope?: 'test' | 'file'; viewport?: { width: number; height: number } } = {}): AppPage {
  const app = useApp();
  let opened: { page: Page; errors: string[] } | undefined;
  const open = async (): Promise<void> => {
    opened = await app.open();
    if (viewport) await opened.page.setViewportSize(viewport);
  };
  if (scope === 'file') beforeAll(open);
  else beforeEach(open);
  const current = (): { page: Page; errors: string[] } => {
    if (!opened) throw new Error('the app page opens in a hook: read it inside a test');
    return opened;
  };
  return {
    get page() {
      return current().page;
    },
    get errors() {
      return current().errors;
    },
  };
}

/** A temporary folder (`prefix` + random letters under the OS temp folder) made before the file's tests and
 * removed after them; the accessor answers its path. */
export function useTempDir(prefix = 'skirmisher-e2e-'): () => string {
  let dir: string | undefined;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!dir) throw new Error('the temporary folder is made in beforeAll: read it inside a test');
    return dir;
  };
}
