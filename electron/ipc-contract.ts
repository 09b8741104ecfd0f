/**
 * The typed IPC contract between the Electron main process, the preload script and the renderer.
 * One channel per function (STYLE.md): the preload exposes exactly these functions, nothing generic.
 * This module is plain data and types: no Electron import, so the renderer and tests may use it.
 */

/** IPC channel names, one per bridge function. */
export const IPC = {
  /** renderer → main (invoke): save a game file through a native dialog. */
  saveGameFile: 'game:save-file',
  /** renderer → main (invoke): open a game file through a native dialog. */
  openGameFile: 'game:open-file',
  /** main → renderer (send): an application menu command, e.g. `'newGame'`. */
  menuCommand: 'menu:command',
} as const;

/** Largest game file accepted in either direction, in characters (saved games are a few hundred kB). */
export const MAX_GAME_FILE_CHARS = 8 * 1024 * 1024;

/** Menu commands the main process may send to the renderer. */
export const MENU_COMMANDS = ['newGame', 'openGame', 'saveGame'] as const;
/** A menu command, e.g. `'newGame'`. */
export type MenuCommand = (typeof MENU_COMMANDS)[number];

/** Whether `value` is a known menu command. */
export function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (MENU_COMMANDS as readonly string[]).includes(value);
}

/** Result of a save: `{ ok: true, path: '/home/me/game.json' }`, `{ ok: false, canceled: true }` or an error message. */
export type SaveFileResult = { ok: true; path: string } | { ok: false; canceled: boolean; message?: string };

/** Result of an open: the file's name and text, or why nothing was opened. */
export type OpenFileResult =
  { ok: true; name: string; text: string } | { ok: false; canceled: boolean; message?: string };

/** What the preload exposes on `window.skirmisher` (contextBridge). */
export interface SkirmisherBridge {
  /** Asks where to save `json` (a `skirmisher-game/1` document) and writes it. */
  saveGameFile(json: string): Promise<SaveFileResult>;
  /** Asks for a game file and returns its text. */
  openGameFile(): Promise<OpenFileResult>;
  /** Calls `listener` for each application-menu command; returns a function that unsubscribes. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}
