// The Electron main process, loaded (issue 8): electron/main.ts runs against a stand-in `electron` module,
// and the test asserts what it configured — the window's web preferences, the sandbox, the session's network
// filter, CSP header and permission handlers, the guards of every web contents, the `app://` protocol — and
// calls every IPC handler it registered with bad senders and bad arguments.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IpcMainInvokeEvent } from 'electron';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../electron/content-security-policy';
import { IPC, MAX_GAME_FILE_CHARS } from '../../electron/ipc-contract';
import type { InvokeHandler, InvokeName } from '../../electron/ipc-handlers';
import {
  fakeElectron,
  fakeWebContents,
  firstArgument,
  listenerOf,
  type FakeWebContents,
} from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectron.module);

const { app, dialog, ipcMain, protocol } = fakeElectron.module;
const { session } = fakeElectron;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skirmisher-main-'));
  fakeElectron.paths.documents = join(dir, 'documents');
  fakeElectron.paths.userData = dir;
  // A packaged app ignores the dev server variable: it must not open the renderer to a local server.
  process.env['ELECTRON_RENDERER_URL'] = 'http://localhost:5173';
  try {
    await import('../../electron/main');
    await vi.waitFor(() => expect(fakeElectron.windows).toHaveLength(1));
  } finally {
    delete process.env['ELECTRON_RENDERER_URL'];
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** An invoke event from `contents`' main frame, or from `frame` when given (a subframe, or none). */
function eventFrom(contents: FakeWebContents, frame: { url: string } | null = contents.mainFrame) {
  return { sender: contents, senderFrame: frame } as unknown as IpcMainInvokeEvent;
}

const trusted = () => eventFrom(fakeWebContents('app://skirmisher/index.html'));

/** The handler main.ts registered for a bridge function, e.g. `handler('saveGameFile')`. */
function handler(name: InvokeName): InvokeHandler {
  return listenerOf<InvokeHandler>(ipcMain.handle, IPC[name]);
}

const INVOKE_NAMES = Object.keys(IPC).filter((k) => k !== 'menuCommand') as InvokeName[];

/** Arguments each channel accepts (used to show that the sender check comes first). */
const validArguments: Record<InvokeName, unknown[]> = {
  saveGameFile: ['{}'],
  openGameFile: [],
  saveScenarioFile: ['{}', 'duel.json'],
  listAutosaves: [],
  readAutosave: ['legacy'],
  writeAutosave: ['{}', 1],
  clearAutosave: [],
};

const huge = 'x'.repeat(MAX_GAME_FILE_CHARS + 1);

/** Wrong argument lists for each channel: wrong types, counts, and paths where none are taken. */
const badArguments: Record<InvokeName, unknown[][]> = {
  saveGameFile: [[], [42], [null], [{ json: '{}' }], ['{}', '/tmp/evil.json'], [['{}']]],
  openGameFile: [['/etc/passwd'], [{ path: '/etc/passwd' }], [undefined]],
  saveScenarioFile: [[], ['{}'], [42, 'duel.json'], ['{}', 42], ['{}', 'duel.json', '/tmp/evil.json']],
  listAutosaves: [['/etc/passwd'], [1]],
  readAutosave: [[], ['/etc/passwd'], ['../autosave'], [1], ['legacy', 'x']],
  writeAutosave: [
    [],
    [42],
    [''],
    ['{}'],
    [huge, 1],
    ['{}', '/tmp/evil.json'],
    ['{}', -1],
    ['{}', 1.5],
    ['{}', 1, 'x'],
  ],
  clearAutosave: [['/etc/passwd'], [true]],
};

describe('the main window', () => {
  const win = () => fakeElectron.windows[0]!;
  const prefs = () => win().options['webPreferences'] as Record<string, unknown>;

  it('isolates, sandboxes and keeps Node out of the renderer', () => {
    expect(prefs()['contextIsolation']).toBe(true);
    expect(prefs()['sandbox']).toBe(true);
    expect(prefs()['nodeIntegration']).toBe(false);
    expect(prefs()['nodeIntegrationInWorker']).toBe(false);
    expect(prefs()['nodeIntegrationInSubFrames']).toBe(false);
    expect(prefs()['webviewTag']).toBe(false);
    expect(prefs()['allowRunningInsecureContent']).toBe(false);
  });

  it('keeps web security on', () => {
    expect(prefs()['webSecurity']).not.toBe(false);
  });

  it('loads its preload script from the build and nothing else from the file system', () => {
    expect(prefs()['preload']).toMatch(/preload[/\\]index\.cjs$/);
  });

  it('loads the packaged renderer from app://skirmisher and shows itself only when ready', () => {
    expect(win().loadURL).toHaveBeenCalledWith('app://skirmisher/index.html');
    expect(win().options['show']).toBe(false);
    listenerOf<() => void>(win().once, 'ready-to-show')();
    expect(win().show).toHaveBeenCalled();
  });

  it('enables the sandbox for every renderer', () => {
    expect(app.enableSandbox).toHaveBeenCalled();
  });

  it('offers neither reload nor the developer tools', () => {
    const template = firstArgument<{ submenu?: { role?: string }[] }[]>(
      fakeElectron.module.Menu.buildFromTemplate,
    );
    const roles = template.flatMap((m) => m.submenu ?? []).map((i) => i.role);
    expect(roles).not.toContain('toggleDevTools');
    expect(roles).not.toContain('reload');
  });
});

describe('every web contents', () => {
  const contents = fakeWebContents();
  beforeAll(() => {
    listenerOf<(event: unknown, contents: FakeWebContents) => void>(app.on, 'web-contents-created')(
      {},
      contents,
    );
  });

  it.each(['https://example.com/', 'http://localhost:5173/', 'app://skirmisher/index.html', 'about:blank'])(
    'denies a new window for %s',
    (url) => {
      const open = firstArgument<(details: { url: string }) => unknown>(contents.setWindowOpenHandler);
      expect(open({ url })).toEqual({ action: 'deny' });
    },
  );

  it.each(['will-navigate', 'will-redirect', 'will-attach-webview'])('prevents %s', (name) => {
    let prevented = false;
    listenerOf<(event: { preventDefault(): void }) => void>(
      contents.on,
      name,
    )({
      preventDefault: () => (prevented = true),
    });
    expect(prevented).toBe(true);
  });
});

describe('the session', () => {
  it('cancels every request outside the app and lets its own files through', () => {
    const filter = firstArgument<
      (details: { url: string }, callback: (r: { cancel: boolean }) => void) => void
    >(session.webRequest.onBeforeRequest);
    const cancelled = (url: string) => {
      let answer: { cancel: boolean } | undefined;
      filter({ url }, (r) => (answer = r));
      return answer?.cancel;
    };
    expect(cancelled('https://example.com/')).toBe(true);
    expect(cancelled('http://localhost:5173/')).toBe(true);
    expect(cancelled('wss://example.com/socket')).toBe(true);
    expect(cancelled('file:///etc/passwd')).toBe(true);
    expect(cancelled('app://skirmisher/index.html')).toBe(false);
    expect(cancelled('app://skirmisher/assets/worker.js')).toBe(false);
  });

  it('sends the packaged Content Security Policy with HTTP responses', () => {
    const onHeaders = firstArgument<
      (details: { responseHeaders: Record<string, string[]> }, callback: (r: unknown) => void) => void
    >(session.webRequest.onHeadersReceived);
    let answer: unknown;
    onHeaders({ responseHeaders: { 'Content-Type': ['text/html'] } }, (r) => (answer = r));
    expect(answer).toEqual({
      responseHeaders: {
        'Content-Type': ['text/html'],
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
      },
    });
  });

  it.each(['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read', 'fileSystem'])(
    'denies the %s permission when asked and when checked',
    (permission) => {
      const request = firstArgument<(c: unknown, p: string, callback: (granted: boolean) => void) => void>(
        session.setPermissionRequestHandler,
      );
      let granted: boolean | undefined;
      request({}, permission, (g) => (granted = g));
      expect(granted).toBe(false);
      const check = firstArgument<(c: unknown, p: string) => boolean>(session.setPermissionCheckHandler);
      expect(check(null, permission)).toBe(false);
    },
  );

  it('denies every device (HID, serial, USB)', () => {
    const device = firstArgument<(details: unknown) => boolean>(session.setDevicePermissionHandler);
    expect(device({ deviceType: 'usb' })).toBe(false);
  });
});

describe('the app:// protocol', () => {
  const serve = (url: string) =>
    listenerOf<(request: Request) => Promise<Response>>(protocol.handle, 'app')(new Request(url));

  it('is registered as a standard, secure scheme', () => {
    expect(firstArgument(protocol.registerSchemesAsPrivileged)).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ]);
  });

  it('serves the renderer with the CSP header', async () => {
    const response = await serve('app://skirmisher/index.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toContain('<div id="app">');
  });

  it.each([
    'app://skirmisher/..%2F..%2Fpackage.json',
    'app://skirmisher/%2e%2e%2f%2e%2e%2fpackage.json',
    'app://skirmisher/..%5C..%5Cpackage.json',
    'app://skirmisher/%2Fetc%2Fpasswd',
    'app://other-host/index.html',
    'app://skirmisher/%E0%A4%A',
    'app://skirmisher/src/no-such-file.ts',
  ])('refuses %s', async (url) => {
    const response = await serve(url);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).toBe('');
  });
});

describe('IPC handlers', () => {
  it('are registered once for each renderer → main channel of the contract', () => {
    const channels = ipcMain.handle.mock.calls.map((c) => c[0]);
    expect(channels.sort()).toEqual(INVOKE_NAMES.map((n) => IPC[n]).sort());
  });

  describe.each(INVOKE_NAMES)('%s', (name) => {
    it.each([
      ['another origin', eventFrom(fakeWebContents('https://evil.example/'))],
      ['a file page', eventFrom(fakeWebContents('file:///tmp/page.html'))],
      ['the dev server when packaged', eventFrom(fakeWebContents('http://localhost:5173/'))],
      ['a subframe', eventFrom(fakeWebContents(), { url: 'app://skirmisher/index.html' })],
      ['no frame', eventFrom(fakeWebContents(), null)],
    ])('refuses a call from %s', async (_what, event) => {
      await expect(handler(name)(event, ...validArguments[name])).rejects.toThrow('untrusted sender');
    });

    it.each(badArguments[name].map((args) => [JSON.stringify(args).slice(0, 60), args] as const))(
      'rejects the arguments %s',
      async (_label, args) => {
        await expect(handler(name)(trusted(), ...args)).rejects.toThrow(TypeError);
      },
    );
  });

  it('save a game only where the save dialog says', async () => {
    const target = join(dir, 'chosen.json');
    dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: target });
    expect(await handler('saveGameFile')(trusted(), '{"format":"skirmisher-game/1"}')).toEqual({
      ok: true,
      path: target,
    });
    expect(await readFile(target, 'utf8')).toBe('{"format":"skirmisher-game/1"}');
  });

  it('offer a scenario under a safe base name in the documents folder, whatever name the renderer suggests', async () => {
    dialog.showSaveDialog.mockResolvedValueOnce({ canceled: true });
    await handler('saveScenarioFile')(trusted(), '{}', '../../../etc/pass wd');
    const options = dialog.showSaveDialog.mock.lastCall!.at(-1) as { defaultPath: string };
    expect(options.defaultPath).toBe(join(dir, 'documents', 'pass-wd.json'));
  });

  it('write nothing when the dialog is cancelled', async () => {
    dialog.showSaveDialog.mockResolvedValueOnce({ canceled: true });
    expect(await handler('saveGameFile')(trusted(), '{}')).toEqual({ ok: false, canceled: true });
  });

  it('open only the file the open dialog returns, answering its base name', async () => {
    const target = join(dir, 'picked.json');
    await writeFile(target, '{"format":"skirmisher-game/1"}');
    dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: [target] });
    expect(await handler('openGameFile')(trusted())).toEqual({
      ok: true,
      name: 'picked.json',
      text: '{"format":"skirmisher-game/1"}',
    });
  });

  it('keep the autosaves in the app data folder', async () => {
    const text = '{"format":"skirmisher-game/1","scenario":{"name":"Duel"},"actions":[],"seed":"s"}';
    expect(await handler('writeAutosave')(trusted(), text, 1)).toEqual({ ok: true, keptAside: null });
    const list = (await handler('listAutosaves')(trusted())) as { id: string; name: string; turn: number }[];
    expect(list).toMatchObject([{ name: 'Duel', turn: 1 }]);
    expect(await handler('readAutosave')(trusted(), list[0]!.id)).toBe(text);
    const path = join(dir, 'autosave', `autosave-${list[0]!.id}.skirmisher.json`);
    expect(await readFile(path, 'utf8')).toBe(text);
    expect(await handler('clearAutosave')(trusted())).toEqual({ ok: true, keptAside: null });
    expect(await handler('listAutosaves')(trusted())).toEqual([]);
    expect(await handler('readAutosave')(trusted(), list[0]!.id)).toBeNull();
  });
});
