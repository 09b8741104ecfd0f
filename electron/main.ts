/**
 * Electron main process: one hardened window, the app menu, native file dialogs behind typed IPC handlers.
 * It knows nothing of the rules (DESIGN.md "Shape"); the renderer talks to the engine through its worker.
 * This file only wires Electron to the modules that hold the security settings, each testable without the
 * Electron binary: window-options.ts (web preferences), content-security-policy.ts, session-hardening.ts
 * (network filter, CSP header, permissions), web-contents-guards.ts (no new windows or navigation),
 * app-protocol.ts (the `app://` files) and ipc-handlers.ts (sender and argument checks).
 */
import { join, resolve } from 'node:path';
import { app, BrowserWindow, ipcMain, Menu, protocol, session } from 'electron';
import { APP_SCHEME_PRIVILEGES, appProtocolHandler } from './app-protocol';
import { autosaveFile, type AutosaveFile } from './autosave-file';
import { openWithDialog, saveWithDialog } from './dialog-files';
import { IPC, type MenuCommand } from './ipc-contract';
import { ipcHandlers, type InvokeName } from './ipc-handlers';
import { menuTemplate } from './menu';
import { hardenSession } from './session-hardening';
import { guardWebContents } from './web-contents-guards';
import { APP_ORIGIN, APP_SCHEME, MAIN_WINDOW_OPTIONS, secureWebPreferences } from './window-options';

/** The dev server's URL in `electron-vite dev` (e.g. `'http://localhost:5173'`); undefined when packaged. */
const devServerUrl = app.isPackaged ? undefined : process.env['ELECTRON_RENDERER_URL'];
const rendererDir = resolve(import.meta.dirname, '../renderer');
const preloadPath = join(import.meta.dirname, '../preload/index.cjs');

let autosave: AutosaveFile | null = null;

/** The autosave of this user, in the app's data folder (e.g. `~/.config/Skirmisher/autosave`). */
function theAutosave(): AutosaveFile {
  autosave ??= autosaveFile(join(app.getPath('userData'), 'autosave'));
  return autosave;
}

/** Sends a menu command to the focused window (or the only one). */
function sendMenuCommand(command: MenuCommand): void {
  const win = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
  win?.webContents.send(IPC.menuCommand, command);
}

/** The main window: secure web preferences, shown when ready, loading the dev server or `app://skirmisher/`. */
function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    ...MAIN_WINDOW_OPTIONS,
    webPreferences: secureWebPreferences(preloadPath),
  });
  win.once('ready-to-show', () => win.show());
  void win.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);
  return win;
}

protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
app.enableSandbox();
app.on('web-contents-created', (_event, contents) => guardWebContents(contents));

void app.whenReady().then(() => {
  protocol.handle(APP_SCHEME, appProtocolHandler(rendererDir));
  hardenSession(session.defaultSession, devServerUrl);
  const handlers = ipcHandlers({ devServerUrl, saveWithDialog, openWithDialog, autosave: theAutosave });
  for (const name of Object.keys(handlers) as InvokeName[]) ipcMain.handle(IPC[name], handlers[name]);
  const template = menuTemplate({
    devTools: devServerUrl !== undefined,
    mac: process.platform === 'darwin',
    send: sendMenuCommand,
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
