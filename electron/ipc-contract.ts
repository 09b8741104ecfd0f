/**
 * The typed IPC contract between the Electron main process, the preload script and the renderer.
 * One channel per function (STYLE.md): the preload exposes exactly these functions, nothing generic.
 * This module is plain data and types: no Electron import, so the renderer and tests may use it.
 */
import type { AutosaveEntry } from '../formats/autosave-ring';

/** IPC channel names, one per bridge function. */
export const IPC = {
  /** renderer → main (invoke): save a game file through a native dialog. */
  saveGameFile: 'game:save-file',
  /** renderer → main (invoke): open a game file through a native dialog. */
  openGameFile: 'game:open-file',
  /** renderer → main (invoke): save a scenario file (the editor) through a native dialog. */
  saveScenarioFile: 'scenario:save-file',
  /** renderer → main (invoke): the autosaved games, newest first (scenario, turn, date; no text). */
  listAutosaves: 'autosave:list',
  /** renderer → main (invoke): one autosaved game's text by its id, or null. */
  readAutosave: 'autosave:read',
  /** renderer → main (invoke): save the game as the newest autosave (temp file + rename in the app's data folder). */
  writeAutosave: 'autosave:write',
  /** renderer → main (invoke): remove every autosave. */
  clearAutosave: 'autosave:clear',
  /** main → renderer (send): an application menu command, e.g. `'newGame'`. */
  menuCommand: 'menu:command',
} as const;

/** Largest game file accepted in either direction, in characters (saved games are a few hundred kB). */
export const MAX_GAME_FILE_CHARS = 8 * 1024 * 1024;

/** Menu commands the main process may send to the renderer. */
export const MENU_COMMANDS = [
  'newGame',
  'openGame',
  'saveGame',
  'undo',
  'redo',
  'endPhase',
  'togglePause',
  'reviewGame',
  'replayStart',
  'replayEnd',
  'toggleRuler',
  'play',
  'editor',
  'saveScenario',
  'settings',
  'shortcuts',
  'about',
] as const;
/** A menu command, e.g. `'newGame'`. */
export type MenuCommand = (typeof MENU_COMMANDS)[number];

/** Whether `value` is a known menu command. */
export function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (MENU_COMMANDS as readonly string[]).includes(value);
}

/** Whether `value` is text the main process accepts as a game or scenario file (1 to `MAX_GAME_FILE_CHARS`). */
export function isFileText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_GAME_FILE_CHARS;
}

/** Result of a save: `{ ok: true, path: '/home/me/game.json' }`, `{ ok: false, canceled: true }` or an error message. */
export type SaveFileResult = { ok: true; path: string } | { ok: false; canceled: boolean; message?: string };

/** Result of an open: the file's name and text, or why nothing was opened. */
export type OpenFileResult =
  { ok: true; name: string; text: string } | { ok: false; canceled: boolean; message?: string };

/** Highest game turn an autosave may name (a bound for the main process's check; games last a few turns). */
export const MAX_AUTOSAVE_TURN = 10_000;

/** Whether `value` is a game turn the main process accepts with an autosave: an integer 0 to `MAX_AUTOSAVE_TURN`. */
export function isAutosaveTurn(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_AUTOSAVE_TURN;
}

/** Result of an autosave write or clear: ok, or the error's message (the renderer says so once). */
export type AutosaveResult = { ok: true; keptAside: string | null } | { ok: false; message: string };

/** What the preload exposes on `window.skirmisher` (contextBridge). */
export interface SkirmisherBridge {
  /** Asks where to save `json` (a saved game, FORMATS.md §4) and writes it. */
  saveGameFile(json: string): Promise<SaveFileResult>;
  /** Asks for a game file and returns its text. */
  openGameFile(): Promise<OpenFileResult>;
  /** Asks where to save `json` (a `skirmisher-scenario/1` document, `suggestedName` e.g. `'duel.json'`). */
  saveScenarioFile(json: string, suggestedName: string): Promise<SaveFileResult>;
  /** The autosaved games, newest first, e.g. `[{ id: 'k3f9a2c1', name: 'Duel', turn: 2, … }]`. */
  listAutosaves(): Promise<AutosaveEntry[]>;
  /** The text of the autosave `id` (from `listAutosaves`), or null when there is none. */
  readAutosave(id: string): Promise<string | null>;
  /** Saves `json`, the game at game turn `turn`, as the newest autosave (atomically, in the app's data folder). */
  writeAutosave(json: string, turn: number): Promise<AutosaveResult>;
  /** Removes every autosave. */
  clearAutosave(): Promise<AutosaveResult>;
  /** Calls `listener` for each application-menu command; returns a function that unsubscribes. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}
