// The Electron window's security settings (Electron security checklist), checked without starting Electron.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IPC, isMenuCommand, MAX_GAME_FILE_CHARS } from '../../electron/ipc-contract';
import {
  APP_ORIGIN,
  CONTENT_SECURITY_POLICY,
  isTrustedRendererUrl,
  MAIN_WINDOW_OPTIONS,
  SECURE_WEB_PREFERENCES,
  secureWebPreferences,
} from '../../electron/window-options';

const root = resolve(import.meta.dirname, '../..');

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

describe('Content Security Policy', () => {
  const directives = Object.fromEntries(
    CONTENT_SECURITY_POLICY.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

  it.each([
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['worker-src', "'self' blob:"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data:"],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
  ])('%s is %s', (name, value) => {
    expect(directives[name]).toBe(value);
  });

  it('allows no remote origin and no eval', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/https?:|\*|unsafe-eval/);
  });

  it('is the same policy as the meta tag of renderer/index.html', () => {
    const html = readFileSync(resolve(root, 'renderer/index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html);
    expect(meta?.[1]).toBe(CONTENT_SECURITY_POLICY);
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
  it('has one channel per bridge function', () => {
    expect(Object.values(IPC)).toHaveLength(new Set(Object.values(IPC)).size);
    expect(Object.keys(IPC).sort()).toEqual([
      'clearAutosave',
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

  it('main process denies new windows, blocks navigation and validates senders', () => {
    const main = readFileSync(resolve(root, 'electron/main.ts'), 'utf8');
    expect(main).toMatch(/setWindowOpenHandler\([\s\S]*?action: 'deny'/);
    expect(main).toMatch(/'will-navigate', \(event\) => event\.preventDefault\(\)/);
    expect(main).toMatch(/ready-to-show/);
    // Every invoke handler checks its sender: one check per renderer → main channel.
    const handlers = main.match(/ipcMain\.handle\(/g)?.length ?? 0;
    expect(handlers).toBe(Object.keys(IPC).length - 1);
    expect(main.match(/assertTrustedSender\(event\)/g)?.length).toBe(handlers);
  });

  it('preload exposes one function per channel and nothing generic', () => {
    const preload = readFileSync(resolve(root, 'electron/preload.ts'), 'utf8');
    expect(preload).toMatch(/contextBridge\.exposeInMainWorld\('skirmisher', bridge\)/);
    expect(preload).not.toMatch(/ipcRenderer\.send\(|invoke\(channel/);
  });
});
