/**
 * The autosave ring (issue 21 item 4): the last few games autosaved, newest first, so starting or opening
 * another game never loses the one before. Host-independent: the desktop app keeps it in files of its data
 * folder (`electron/autosave-file.ts`), a browser in IndexedDB or localStorage
 * (`renderer/src/platform/autosave.ts`); both give it key-value slots. Layout: slot `index` holds the entries
 * (JSON, newest first), each entry's saved game is in the slot named by its id, and `legacy` is the single
 * autosave of earlier versions, read as the newest entry (id `legacy`) until an index exists. A write puts
 * the game's text in its slot before the index names it, so a crash between the two loses nothing.
 */
import { SAVED_GAME_VERSION, savedGameVersion } from './saved-game';

/** Games kept: the current one and the four before it. */
export const AUTOSAVES_KEPT = 5;
/** Id of the single autosave of earlier versions. */
export const LEGACY_ID = 'legacy';

/**
 * One autosaved game as the Resume list shows it, e.g. `{ id: 'k3f9a2c1', game: '2026-12-02T01:50:00.000Z',
 * name: 'Ruined street', turn: 3, actions: 37, savedAt: '2026-12-02T02:10:00.000Z', mode: 'practice',
 * newer: false }`.
 */
export interface AutosaveEntry {
  /** Slot of its text: 1 to 32 lower-case letters and digits, or `legacy`. */
  id: string;
  /** Which game it is: the saved game's `createdAt`, else its scenario name and seed. */
  game: string;
  /** Scenario name, e.g. `'Ruined street'`. */
  name: string;
  /** Game turn at the position saved (1, 2, …); null when unknown (an earlier version's autosave). */
  turn: number | null;
  /** Actions played. */
  actions: number;
  /** When it was saved (ISO 8601), or null. */
  savedAt: string | null;
  /** `'practice'` or `'tabletop'`. */
  mode: string;
  /** Written by a newer version: listed, not loadable here, never overwritten. */
  newer: boolean;
}

/** Key-value slots with whole-value writes (each `set` is whole or absent). */
export interface RingSlots {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** Whether `value` may name an autosave slot: `'legacy'` or 1 to 32 lower-case letters and digits. */
export function isAutosaveId(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9]{1,32}$/.test(value);
}

/** What the Resume list shows of one saved game: an entry without its slot id. */
export type SavedGameInfo = Omit<AutosaveEntry, 'id'>;

/**
 * What the Resume list shows of a saved-game text (FORMATS.md §4) autosaved at game turn `turn`; null for a
 * text that is not a saved game. Example: `describeSavedGame('{"format":"skirmisher-game/1","scenario":
 * {"name":"Duel"},"actions":[],"seed":"s"}', 1)` → `{ game: 'Duel|s', name: 'Duel', turn: 1, actions: 0, … }`.
 */
export function describeSavedGame(text: string, turn: number | null): SavedGameInfo | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  return describeSavedDoc(doc, turn);
}

/**
 * `describeSavedGame` of a document already parsed (or about to be written: the engine worker describes the
 * game it saves, so the UI thread never parses the whole text again). Null when `doc` is not a saved game.
 */
export function describeSavedDoc(doc: unknown, turn: number | null): SavedGameInfo | null {
  if (doc === null || typeof doc !== 'object') return null;
  const d = doc as Record<string, unknown>;
  const format = d['format'];
  if (typeof format !== 'string' || !format.startsWith('skirmisher-game/')) return null;
  const scenario = d['scenario'] as { name?: unknown } | undefined;
  const name = typeof scenario?.name === 'string' ? scenario.name : 'Saved game';
  const version = savedGameVersion(`{"format":${JSON.stringify(format)}}`);
  return {
    game: typeof d['createdAt'] === 'string' ? d['createdAt'] : `${name}|${String(d['seed'])}`,
    name,
    turn,
    actions: Array.isArray(d['actions']) ? d['actions'].length : 0,
    savedAt: typeof d['savedAt'] === 'string' ? d['savedAt'] : null,
    mode: typeof d['mode'] === 'string' ? d['mode'] : 'practice',
    newer: version !== null && version > SAVED_GAME_VERSION,
  };
}

/** The entries of an index text; unreadable entries are left out, null when there is no index at all. */
function parseIndex(text: string | null): AutosaveEntry[] | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (e): e is AutosaveEntry =>
      e !== null &&
      typeof e === 'object' &&
      isAutosaveId((e as AutosaveEntry).id) &&
      typeof (e as AutosaveEntry).game === 'string' &&
      typeof (e as AutosaveEntry).name === 'string',
  );
}

/** The autosave ring over `slots`: `list`, `read`, `write`, `clear`. */
export interface AutosaveRing {
  /** The games kept, newest first (at most `AUTOSAVES_KEPT`). */
  list(): Promise<AutosaveEntry[]>;
  /** The saved-game text of entry `id`, or null. */
  read(id: string): Promise<string | null>;
  /**
   * Saves `text` (a saved game at game turn `turn`) as the newest entry: over the entry of the same game, or
   * as a new one, dropping the oldest beyond `AUTOSAVES_KEPT`. Throws for a text that is not a saved game.
   * `info` is `describeSavedGame(text, turn)` when the writer already has it (then the text is not parsed).
   */
  write(text: string, turn: number | null, info?: SavedGameInfo): Promise<void>;
  /** Removes every autosave. */
  clear(): Promise<void>;
}

/** A ring over `slots`; `newId()` gives a fresh entry id (e.g. 8 random hex digits). */
export function autosaveRing(slots: RingSlots, newId: () => string): AutosaveRing {
  async function legacyEntry(): Promise<AutosaveEntry | null> {
    const text = await slots.get(LEGACY_ID);
    const info = text === null ? null : describeSavedGame(text, null);
    return info ? { id: LEGACY_ID, ...info } : null;
  }

  async function list(): Promise<AutosaveEntry[]> {
    const index = parseIndex(await slots.get('index'));
    if (index !== null) return index;
    const legacy = await legacyEntry();
    return legacy ? [legacy] : [];
  }

  return {
    list,
    read: (id) => (isAutosaveId(id) ? slots.get(id) : Promise.resolve(null)),
    async write(text, turn, known) {
      const info = known ? { ...known, turn } : describeSavedGame(text, turn);
      if (!info) throw new Error('An autosave must be a saved game');
      const index = (await list()).filter((e) => !e.newer);
      const same = index.find((e) => e.game === info.game);
      let id = same?.id;
      while (!id || (!same && index.some((e) => e.id === id))) id = newId();
      await slots.set(id, text);
      const next = [{ id, ...info }, ...index.filter((e) => e.id !== id)];
      await slots.set('index', JSON.stringify(next.slice(0, AUTOSAVES_KEPT)));
      for (const dropped of next.slice(AUTOSAVES_KEPT)) await slots.remove(dropped.id);
    },
    async clear() {
      for (const e of await list()) if (!e.newer) await slots.remove(e.id);
      await slots.remove('index');
    },
  };
}
