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
import {
  IPC,
  MAX_GAME_FILE_CHARS,
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

function registerIpc(): void {
  ipcMain.handle(IPC.saveGameFile, async (event, ...args: unknown[]): Promise<SaveFileResult> => {
    assertTrustedSender(event);
    const json = args[0];
    if (args.length !== 1 || typeof json !== 'string')
      throw new TypeError('saveGameFile(json: string) expected');
    if (json.length === 0 || json.length > MAX_GAME_FILE_CHARS) {
      return {
        ok: false,
        canceled: false,
        message: `A game file must be 1 to ${MAX_GAME_FILE_CHARS} characters`,
      };
    }
    const win = BrowserWindow.fromWebContents(event.sender);
    const options = {
      title: 'Save game',
      defaultPath: join(app.getPath('documents'), 'skirmisher-game.json'),
      filters: [{ name: 'Skirmisher game', extensions: ['json'] }],
    };
    const choice = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
    if (choice.canceled || !choice.filePath) return { ok: false, canceled: true };
    try {
      await writeFile(choice.filePath, json, 'utf8');
      return { ok: true, path: choice.filePath };
    } catch (err) {
      return { ok: false, canceled: false, message: `Could not write ${choice.filePath}: ${String(err)}` };
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

function buildMenu(): void {
  const fileMenu: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      { label: 'New game…', accelerator: 'CmdOrCtrl+N', click: () => sendMenuCommand('newGame') },
      { label: 'Open game…', accelerator: 'CmdOrCtrl+O', click: () => sendMenuCommand('openGame') },
      { label: 'Save game…', accelerator: 'CmdOrCtrl+S', click: () => sendMenuCommand('saveGame') },
      { type: 'separator' },
      { label: 'Quit', accelerator: 'CmdOrCtrl+Q', role: 'quit' },
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
  const template: MenuItemConstructorOptions[] = [
    ...(process.platform === 'darwin' ? [{ role: 'appMenu' } satisfies MenuItemConstructorOptions] : []),
    fileMenu,
    viewMenu,
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
