/**
 * The saved-game module (FORMATS.md §4): the format tag and version, `makeSavedGame` (the one writer of the
 * portable fields, used by the app, `cli play`, `soak` and the desktop autosave's version check) and
 * `parseSavedGame` (validate the file, then replay its actions from its scenario and check that the replay
 * succeeds; a file that does not replay is reported with the index of the first bad action). One place for
 * the rule of which seed a saved game starts from, so every loader agrees.
 */
import {
  applyAction,
  createGame,
  type Action,
  type GameEvent,
  type GameState,
  type RuleError,
} from '../engine';
import type { ScenarioDocument } from '../engine/scenario-types';
import { SAVED_GAME_FORMAT, SAVED_GAME_VERSION, type SavedGame } from './game-schema';
import type { Problem } from './problems';
import { validateSavedGame } from './validate';

export { SAVED_GAME_FORMAT, SAVED_GAME_VERSION };
export type { SavedGame };

/** The portable fields of a saved game (FORMATS.md §4): the starting scenario, the actions from it, the seed. */
export interface SavedGameCore {
  scenario: ScenarioDocument;
  actions: Action[];
  seed: string;
}

/**
 * A saved-game document: the format tag, the portable fields, then `meta` in its own order (the metadata
 * FORMATS.md §4 allows, e.g. `players`, `savedAt`, the app's tree). Example: `makeSavedGame({ scenario,
 * actions: [], seed: 's1' }, { players: { red: 'human' } })` → `{ format: SAVED_GAME_FORMAT, scenario,
 * actions: [], seed: 's1', players: { red: 'human' } }`. Nothing is checked: `parseSavedGame` reads it back.
 */
export function makeSavedGame<M extends object>(
  core: SavedGameCore,
  meta: M,
): { format: typeof SAVED_GAME_FORMAT } & SavedGameCore & M {
  return {
    format: SAVED_GAME_FORMAT,
    scenario: core.scenario,
    actions: core.actions,
    seed: core.seed,
    ...meta,
  };
}

/**
 * The format version of a saved-game text, read from its first 4 KiB without parsing it: 1 for a text of
 * the version this app writes, 3 or 1.5 for a file of a later version, null for a text that is no saved game.
 */
export function savedGameVersion(text: string): number | null {
  const m = /"format"\s*:\s*"skirmisher-game\/(\d{1,9}(?:\.\d{1,9})?)"/.exec(text.slice(0, 4096));
  return m ? Number(m[1]) : null;
}

/**
 * The format of a `skirmisher-game/N` or `skirmisher-scenario/N` document (or of a saved game's scenario)
 * newer than this version reads, e.g. `'skirmisher-game/2'` or `'skirmisher-game/1.5'`, or null. Such a file is refused, never
 * overwritten.
 */
export function newerFormat(value: unknown): string | null {
  const docs = [value, (value as { scenario?: unknown } | null)?.scenario];
  for (const doc of docs) {
    if (doc === null || typeof doc !== 'object') continue;
    const format = (doc as { format?: unknown }).format;
    if (typeof format !== 'string') continue;
    const m = /^skirmisher-(game|scenario)\/(\d{1,9}(?:\.\d{1,9})?)$/.exec(format);
    if (m && Number(m[2]) > SAVED_GAME_VERSION) return format;
  }
  return null;
}

/**
 * The scenario a saved game starts from: its `scenario`, given the saved game's top-level `seed` when the
 * scenario has no seed of its own (as the app does). Example: `{ scenario: { …no seed }, seed: 's1' }` →
 * the scenario with `seed: 's1'`.
 */
export function savedGameScenario(game: SavedGame): ScenarioDocument {
  const scenario = game.scenario as ScenarioDocument;
  return scenario.seed === undefined ? { ...scenario, seed: game.seed } : scenario;
}

/**
 * Result of `parseSavedGame`: the replayed game, e.g. `{ ok: true, game, scenario, actions, state, events }`;
 * or the problems, e.g. `{ ok: false, problems: [{ path: 'actions[12]', message: 'ERR_OUT_OF_RANGE: …' }],
 * index: 12, error }` when the file is valid but action 12 does not replay (then `scenario` and `actions`
 * are there too, to look into it).
 */
export type SavedGameLoad =
  | {
      ok: true;
      game: SavedGame;
      scenario: ScenarioDocument;
      actions: Action[];
      /** The position after the last action. */
      state: GameState;
      /** Every event of the replay, from the game's creation on. */
      events: GameEvent[];
    }
  | { ok: false; problems: Problem[]; index?: undefined }
  | {
      ok: false;
      problems: Problem[];
      /** 0-based index of the first action that does not replay. */
      index: number;
      error: RuleError;
      game: SavedGame;
      scenario: ScenarioDocument;
      actions: Action[];
    };

/**
 * Validates and replays a saved game (FORMATS.md §4). Never throws: an invalid file lists its problems, a
 * scenario the engine refuses is a problem at `scenario`, and an action that does not replay is a problem at
 * `actions[<index>]` with the engine's error code, e.g. `ERR_NOT_YOUR_TURN: b1 belongs to blue, …`.
 */
export function parseSavedGame(input: unknown): SavedGameLoad {
  const v = validateSavedGame(input);
  if (!v.ok) return { ok: false, problems: v.problems };
  const game = v.game;
  const scenario = savedGameScenario(game);
  const actions = game.actions as Action[];
  try {
    const g = createGame(scenario);
    if (!g.ok)
      return { ok: false, problems: [{ path: 'scenario', message: `${g.error.code}: ${g.error.message}` }] };
    let state = g.value.state;
    const events = [...g.value.events];
    for (const [index, a] of actions.entries()) {
      const forced = game.forcedDice?.[String(index)];
      if (forced !== undefined && forced.length > 0) state = { ...state, dice: [...state.dice, ...forced] };
      const r = applyAction(state, a);
      if (!r.ok) {
        const problems = [{ path: `actions[${index}]`, message: `${r.error.code}: ${r.error.message}` }];
        return { ok: false, problems, index, error: r.error, game, scenario, actions };
      }
      state = r.value.state;
      for (const e of r.value.events) events.push(e);
    }
    return { ok: true, game, scenario, actions, state, events };
  } catch (e) {
    // A file the schema accepts must never crash the engine; if it does, say so rather than throw.
    const why = e instanceof Error ? e.message : String(e);
    return { ok: false, problems: [{ path: '$', message: `the game could not be replayed: ${why}` }] };
  }
}
