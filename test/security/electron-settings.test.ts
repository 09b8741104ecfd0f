// The security settings the main process applies (Electron security checklist), read from the modules that
// hold them: web preferences, the Content Security Policies, trusted renderer URLs and the IPC contract.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, DEV_CONTENT_SECURITY_POLICY } from '../../electron/content-security-policy';
import { IPC, isMenuCommand, MAX_GAME_FILE_CHARS } from '../../electron/ipc-contract';
import {
  APP_ORIGIN,
  isTrustedRendererUrl,
  MAIN_WINDOW_OPTIONS,
  SECURE_WEB_PREFERENCES,
  secureWebPreferences,
} from '../../electron/window-options';

const root = resolve(import.meta.dirname, '../..');

/** A policy's directives and their sources, e.g. `{ 'default-src': ["'self'"], … }`. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The sources a policy allows for `directive`, falling back to `default-src` as CSP does. */
function sources(policy: Record<string, string[]>, directive: string): string[] {
  return policy[directive] ?? policy['default-src'] ?? [];
}

const packaged = directives(CONTENT_SECURITY_POLICY);
const dev = directives(DEV_CONTENT_SECURITY_POLICY);

describe('secureWebPreferences', () => {
  const prefs = secureWebPreferences('/app/out/preload/index.cjs');

  it('isolates, sandboxes and keeps Node out of the renderer', () => {
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.webviewTag).toBe(false);
    expect(prefs.preload).toBe('/app/out/preload/index.cjs');
  });

  it('cannot be changed at run time and keeps its settings when the preload is added', () => {
    expect(Object.isFrozen(SECURE_WEB_PREFERENCES)).toBe(true);
    expect({ ...prefs, preload: undefined }).toEqual({ ...SECURE_WEB_PREFERENCES, preload: undefined });
  });

  it('shows the window only when ready', () => {
    expect(MAIN_WINDOW_OPTIONS.show).toBe(false);
  });
});

describe('Content Security Policy of the packaged app', () => {
  it.each([
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['connect-src', "'self'"],
    ['img-src', "'self' data:"],
    ['worker-src', "'self' blob:"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'none'"],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
  ])('%s is %s', (name, value) => {
    expect(packaged[name]?.join(' ')).toBe(value);
  });

  it('allows no eval and no inline script or style', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(
      /unsafe-(eval|inline|hashes)|wasm-unsafe-eval|nonce-|sha\d+-/,
    );
  });

  it.each([
    ['the packaged policy', CONTENT_SECURITY_POLICY],
    ['the dev policy', DEV_CONTENT_SECURITY_POLICY],
  ])('%s names no remote origin, host or wildcard in any directive', (_what, policy) => {
    const allowed = new Set(["'self'", "'none'", "'unsafe-inline'", 'data:', 'blob:']);
    for (const [name, list] of Object.entries(directives(policy))) {
      for (const source of list) expect(allowed.has(source), `${name} ${source}`).toBe(true);
    }
  });

  it('limits connections to the app itself', () => {
    expect(sources(packaged, 'connect-src')).toEqual(["'self'"]);
    expect(sources(dev, 'connect-src')).toEqual(["'self'"]);
  });
});

describe('Content Security Policy under the dev server and in the meta tag', () => {
  it('differs from the packaged policy only by inline styles and the frame directives', () => {
    expect(dev['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    const { 'style-src': _a, 'frame-src': _b, 'frame-ancestors': _c, ...rest } = packaged;
    const { 'style-src': _d, ...devRest } = dev;
    expect(devRest).toEqual(rest);
  });

  it('is the meta tag of renderer/index.html', () => {
    const html = readFileSync(resolve(root, 'renderer/index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html);
    expect(meta?.[1]).toBe(DEV_CONTENT_SECURITY_POLICY);
  });

  it('is never looser than the packaged header, which the packaged app enforces on top of it', () => {
    const names = new Set([...Object.keys(packaged), ...Object.keys(dev)]);
    for (const name of names) {
      if (name === 'frame-ancestors') continue; // ignored in a meta tag; only the header can set it
      const header = sources(packaged, name);
      const meta = sources(dev, name);
      const headerIsNone = header.length === 1 && header[0] === "'none'";
      if (!headerIsNone) for (const s of header) expect(meta, `${name} ${s}`).toContain(s);
    }
  });
});

describe('isTrustedRendererUrl', () => {
  it('trusts the packaged app origin', () => {
    expect(isTrustedRendererUrl(`${APP_ORIGIN}/index.html`)).toBe(true);
  });

  it('trusts the dev server only when one is given', () => {
    expect(isTrustedRendererUrl('http://localhost:5173/', 'http://localhost:5173')).toBe(true);
    expect(isTrustedRendererUrl('http://localhost:5173/')).toBe(false);
    expect(isTrustedRendererUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
  });

  it.each(['https://evil.example/', 'file:///etc/passwd', 'app://other/index.html', 'not a url', ''])(
    'refuses %s',
    (url) => {
      expect(isTrustedRendererUrl(url)).toBe(false);
    },
  );
});

describe('IPC contract', () => {
  it('has one distinct channel per bridge function', () => {
    expect(Object.values(IPC)).toHaveLength(new Set(Object.values(IPC)).size);
    expect(Object.keys(IPC).sort()).toEqual([
      'clearAutosave',
      'listAutosaves',
      'menuCommand',
      'openGameFile',
      'readAutosave',
      'saveGameFile',
      'saveScenarioFile',
      'writeAutosave',
    ]);
  });

  it('accepts only known menu commands', () => {
    expect(isMenuCommand('newGame')).toBe(true);
    expect(isMenuCommand('rm -rf')).toBe(false);
    expect(isMenuCommand(42)).toBe(false);
  });

  it('bounds game files', () => {
    expect(MAX_GAME_FILE_CHARS).toBeGreaterThan(100_000);
    expect(MAX_GAME_FILE_CHARS).toBeLessThanOrEqual(64 * 1024 * 1024);
  });
});
