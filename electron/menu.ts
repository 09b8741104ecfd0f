/**
 * The application menu. Items send menu commands to the renderer (ipc-contract.ts `MenuCommand`); their
 * shortcuts are shown but not registered, because the renderer's keymap handles them in both hosts (and
 * leaves text fields alone). Developer tools and reload appear only in development.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from './ipc-contract';

/** How the menu is built: `{ devTools: false, mac: false, send: (command) => … }`. */
export interface MenuOptions {
  /** Whether to offer reload and the developer tools (`electron-vite dev` only). */
  devTools: boolean;
  /** Whether to add the macOS application menu. */
  mac: boolean;
  /** Sends a command to the renderer, e.g. `send('newGame')`. */
  send(command: MenuCommand): void;
}

/** The menu template for `Menu.buildFromTemplate`: File, Edit, Game, View and Help. */
export function menuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const command = (label: string, cmd: MenuCommand, accelerator?: string): MenuItemConstructorOptions => ({
    label,
    click: () => options.send(cmd),
    ...(accelerator && { accelerator, registerAccelerator: false }),
  });
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
      command('Review the game', 'reviewGame'),
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
      ...(options.devTools
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
  return [
    ...(options.mac ? [{ role: 'appMenu' } satisfies MenuItemConstructorOptions] : []),
    fileMenu,
    editMenu,
    gameMenu,
    viewMenu,
    helpMenu,
  ];
}
