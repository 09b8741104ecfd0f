/**
 * Electron main process: one hardened window, the app menu, native file dialogs behind typed IPC handlers.
 * It knows nothing of the rules (DESIGN.md "Shape"); the renderer talks to the engine through its worker.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { basename, extname, isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  protocol,
  session,
  shell,
  type IpcMainInvokeEvent,
  type MenuItemConstructorOptions,
} from 'electron';
import { autosaveFile, type AutosaveFile } from './autosave-file';
import {
  IPC,
  isFileText,
  MAX_GAME_FILE_CHARS,
  type AutosaveResult,
  type MenuCommand,
  type OpenFileResult,
  type SaveFileResult,
} from './ipc-contract';
import {
  APP_HOST,
  APP_ORIGIN,
  APP_SCHEME,
  CONTENT_SECURITY_POLICY,
  isTrustedRendererUrl,
  MAIN_WINDOW_OPTIONS,
  secureWebPreferences,
} from './window-options';

/** The dev server URL electron-vite sets in `electron-vite dev`, e.g. `'http://localhost:5173'`. */
const devServerUrl = process.env['ELECTRON_RENDERER_URL'];
const isDev = !app.isPackaged && devServerUrl !== undefined;
const rendererDir = resolve(import.meta.dirname, '../renderer');
const preloadPath = join(import.meta.dirname, '../preload/index.cjs');

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    // A standard, secure origin so 'self', module scripts and the module worker behave as on https.
    privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
  },
]);

/** Serves the built renderer from `app://skirmisher/…` with the CSP header; refuses paths outside it. */
function registerAppProtocol(): void {
  protocol.handle(APP_SCHEME, async (request) => {
    let path: string;
    try {
      const url = new URL(request.url);
      if (url.host !== APP_HOST) return new Response('Not found', { status: 404 });
      const pathname = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
      path = normalize(join(rendererDir, pathname));
    } catch {
      return new Response('Bad request', { status: 400 });
    }
    const rel = relative(rendererDir, path);
    if (rel === '' || rel.startsWith('..') || rel.includes(`..${sep}`) || isAbsolute(rel)) {
      return new Response('Forbidden', { status: 403 });
    }
    try {
      const body = await readFile(path);
      return new Response(body, {
        headers: {
          'Content-Type': MIME[extname(path).toLowerCase()] ?? 'application/octet-stream',
          'Content-Security-Policy': CONTENT_SECURITY_POLICY,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}

/** Adds the CSP header to every HTTP(S) response (the dev server) and denies all permission requests. */
function hardenSession(): void {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}

/** Throws unless the IPC message comes from the main frame of our own renderer. */
function assertTrustedSender(event: IpcMainInvokeEvent): void {
  const frame = event.senderFrame;
  if (
    !frame ||
    frame !== event.sender.mainFrame ||
    !isTrustedRendererUrl(frame.url, isDev ? devServerUrl : undefined)
  ) {
    throw new Error('IPC refused: untrusted sender');
  }
}

/** A file name the user may be offered: a base name of safe characters ending in `.json`. */
function safeFileName(name: string, fallback: string): string {
  const base = basename(name)
    .replace(/[^\w.-]+/g, '-')
    .slice(0, 120);
  if (!base || base.startsWith('.')) return fallback;
  return base.toLowerCase().endsWith('.json') ? base : `${base}.json`;
}

/** Asks where to save `json` and writes it there. */
async function saveWithDialog(
  event: IpcMainInvokeEvent,
  json: string,
  title: string,
  fileName: string,
  filterName: string,
): Promise<SaveFileResult> {
  const win = BrowserWindow.fromWebContents(event.sender);
  const options = {
    title,
    defaultPath: join(app.getPath('documents'), fileName),
    filters: [{ name: filterName, extensions: ['json'] }],
  };
  const choice = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
  if (choice.canceled || !choice.filePath) return { ok: false, canceled: true };
  try {
    await writeFile(choice.filePath, json, 'utf8');
    return { ok: true, path: choice.filePath };
  } catch (err) {
    return { ok: false, canceled: false, message: `Could not write ${choice.filePath}: ${String(err)}` };
  }
}

let autosave: AutosaveFile | null = null;

/** The autosave of this user, in the app's data folder (e.g. `~/.config/Skirmisher/autosave`). */
function theAutosave(): AutosaveFile {
  autosave ??= autosaveFile(join(app.getPath('userData'), 'autosave'));
  return autosave;
}

function registerIpc(): void {
  ipcMain.handle(IPC.saveGameFile, async (event, ...args: unknown[]): Promise<SaveFileResult> => {
    assertTrustedSender(event);
    const json = args[0];
    if (args.length !== 1 || typeof json !== 'string')
      throw new TypeError('saveGameFile(json: string) expected');
    if (!isFileText(json)) {
      return {
        ok: false,
        canceled: false,
        message: `A game file must be 1 to ${MAX_GAME_FILE_CHARS} characters`,
      };
    }
    return saveWithDialog(event, json, 'Save game', 'skirmisher-game.json', 'Skirmisher game');
  });

  ipcMain.handle(IPC.saveScenarioFile, async (event, ...args: unknown[]): Promise<SaveFileResult> => {
    assertTrustedSender(event);
    const [json, name] = args;
    if (args.length !== 2 || typeof json !== 'string' || typeof name !== 'string')
      throw new TypeError('saveScenarioFile(json: string, suggestedName: string) expected');
    if (!isFileText(json)) {
      return {
        ok: false,
        canceled: false,
        message: `A scenario must be 1 to ${MAX_GAME_FILE_CHARS} characters`,
      };
    }
    const fileName = safeFileName(name, 'scenario.json');
    return saveWithDialog(event, json, 'Save scenario', fileName, 'Skirmisher scenario');
  });

  ipcMain.handle(IPC.readAutosave, async (event, ...args: unknown[]): Promise<string | null> => {
    assertTrustedSender(event);
    if (args.length !== 0) throw new TypeError('readAutosave() takes no arguments');
    const text = await theAutosave().read();
    return text !== null && text.length <= MAX_GAME_FILE_CHARS ? text : null;
  });

  ipcMain.handle(IPC.writeAutosave, async (event, ...args: unknown[]): Promise<AutosaveResult> => {
    assertTrustedSender(event);
    const json = args[0];
    if (args.length !== 1 || !isFileText(json)) throw new TypeError('writeAutosave(json: string) expected');
    try {
      await theAutosave().write(json);
      return { ok: true, keptAside: theAutosave().keptAside() };
    } catch (err) {
      return { ok: false, message: `Could not autosave: ${String(err)}` };
    }
  });

  ipcMain.handle(IPC.clearAutosave, async (event, ...args: unknown[]): Promise<AutosaveResult> => {
    assertTrustedSender(event);
    if (args.length !== 0) throw new TypeError('clearAutosave() takes no arguments');
    try {
      await theAutosave().clear();
      return { ok: true, keptAside: theAutosave().keptAside() };
    } catch (err) {
      return { ok: false, message: `Could not remove the autosave: ${String(err)}` };
    }
  });

  ipcMain.handle(IPC.openGameFile, async (event, ...args: unknown[]): Promise<OpenFileResult> => {
    assertTrustedSender(event);
    if (args.length !== 0) throw new TypeError('openGameFile() takes no arguments');
    const win = BrowserWindow.fromWebContents(event.sender);
    const options = {
      title: 'Open game',
      properties: ['openFile' as const],
      filters: [{ name: 'Skirmisher game or scenario', extensions: ['json'] }],
    };
    const choice = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
    const path = choice.filePaths[0];
    if (choice.canceled || !path) return { ok: false, canceled: true };
    try {
      const info = await stat(path);
      if (!info.isFile() || info.size > MAX_GAME_FILE_CHARS) {
        return {
          ok: false,
          canceled: false,
          message: `${basename(path)} is not a game file or is too large`,
        };
      }
      return { ok: true, name: basename(path), text: await readFile(path, 'utf8') };
    } catch (err) {
      return { ok: false, canceled: false, message: `Could not read ${basename(path)}: ${String(err)}` };
    }
  });
}

function sendMenuCommand(command: MenuCommand): void {
  const win = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
  win?.webContents.send(IPC.menuCommand, command);
}

/**
 * A menu item that sends `command` to the renderer. Shortcuts are shown but not registered: the renderer's
 * keymap handles them in both hosts (and leaves text fields alone).
 */
function command(label: string, cmd: MenuCommand, accelerator?: string): MenuItemConstructorOptions {
  return {
    label,
    click: () => sendMenuCommand(cmd),
    ...(accelerator && { accelerator, registerAccelerator: false }),
  };
}

function buildMenu(): void {
  const fileMenu: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      command('New game…', 'newGame', 'CmdOrCtrl+N'),
      command('Open game or scenario…', 'openGame', 'CmdOrCtrl+O'),
      command('Save game…', 'saveGame', 'CmdOrCtrl+S'),
      { type: 'separator' },
      command('Scenario editor', 'editor', 'CmdOrCtrl+E'),
      command('Save scenario…', 'saveScenario', 'CmdOrCtrl+Shift+S'),
      { type: 'separator' },
      command('Settings…', 'settings', 'CmdOrCtrl+,'),
      { type: 'separator' },
      { label: 'Quit', accelerator: 'CmdOrCtrl+Q', role: 'quit' },
    ],
  };
  const editMenu: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [
      command('Undo action', 'undo', 'CmdOrCtrl+Z'),
      command('Redo action', 'redo', 'CmdOrCtrl+Shift+Z'),
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  };
  const gameMenu: MenuItemConstructorOptions = {
    label: 'Game',
    submenu: [
      command('End phase', 'endPhase', 'E'),
      command('Play / pause', 'togglePause', 'Space'),
      { type: 'separator' },
      command('Replay from the start', 'replayStart', 'Home'),
      command('Go to the latest position', 'replayEnd', 'End'),
      { type: 'separator' },
      command('Ruler', 'toggleRuler', 'M'),
      command('Back to the game', 'play'),
    ],
  };
  const viewMenu: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      ...(isDev
        ? ([
            { role: 'reload' },
            { label: 'Toggle developer tools', accelerator: 'F12', role: 'toggleDevTools' },
            { type: 'separator' },
          ] satisfies MenuItemConstructorOptions[])
        : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };
  const helpMenu: MenuItemConstructorOptions = {
    label: 'Help',
    submenu: [command('Keyboard shortcuts', 'shortcuts', '?'), command('About Skirmisher', 'about')],
  };
  const template: MenuItemConstructorOptions[] = [
    ...(process.platform === 'darwin' ? [{ role: 'appMenu' } satisfies MenuItemConstructorOptions] : []),
    fileMenu,
    editMenu,
    gameMenu,
    viewMenu,
    helpMenu,
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    ...MAIN_WINDOW_OPTIONS,
    webPreferences: secureWebPreferences(preloadPath),
  });
  win.once('ready-to-show', () => win.show());
  win.webContents.setWindowOpenHandler(({ url }) => {
    // Links to the web open in the user's browser; the app itself never opens windows.
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event) => event.preventDefault());
  win.webContents.on('will-redirect', (event) => event.preventDefault());
  win.webContents.on('will-attach-webview', (event) => event.preventDefault());
  if (isDev && devServerUrl) void win.loadURL(devServerUrl);
  else void win.loadURL(`${APP_ORIGIN}/index.html`);
  return win;
}

app.enableSandbox();

void app.whenReady().then(() => {
  registerAppProtocol();
  hardenSession();
  registerIpc();
  buildMenu();
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
