/**
 * Autosave after every action (DESIGN.md "Renderer"), the host-independent part: where an autosave lives
 * (`AutosaveStorage`, the last few games; the hosts' storages are in `autosave-platform.ts`), and the `Autosaver` that coalesces writes: while one is on its way, later requests collapse into one
 * more write of the newest game. No DOM types, so it is tested in Node.
 */
import {
  autosaveRing,
  LEGACY_ID,
  type AutosaveEntry,
  type RingSlots,
  type SavedGameInfo,
} from '../../../formats/autosave-ring';

export type { AutosaveEntry };

/** Where the autosaves live: the last few games, newest first (`formats/autosave-ring.ts`). */
export interface AutosaveStorage {
  /** `'file'` (desktop), `'indexeddb'`, `'localstorage'` or `'memory'`. */
  readonly kind: string;
  /** The games kept, newest first. */
  list(): Promise<AutosaveEntry[]>;
  /** The text of autosave `id` (from `list()`), or null. */
  read(id: string): Promise<string | null>;
  /**
   * Saves `text`, the game at game turn `turn`, as the newest autosave; reports a newer version's file kept
   * aside. `info` is what the Resume list shows of it when the caller has it (the text is then not parsed).
   */
  write(text: string, turn: number, info?: SavedGameInfo): Promise<{ keptAside: string | null }>;
  /** Removes every autosave. */
  clear(): Promise<void>;
}

/** The single autosave of earlier versions (read as the newest game until the ring has an index). */
const KEY = 'skirmisher.autosave';

/** A key-value store with whole-value writes. */
export type Slots = RingSlots;

/** The part of `Storage` the autosave uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage slots (or a Map when there is none). */
export function syncSlots(store: StorageLike | null): Slots {
  const memory = new Map<string, string>();
  return {
    get: async (key) => (store ? store.getItem(key) : (memory.get(key) ?? null)),
    set: async (key, value) => {
      if (store) store.setItem(key, value);
      else memory.set(key, value);
    },
    remove: async (key) => {
      if (store) store.removeItem(key);
      else memory.delete(key);
    },
  };
}

/** The storage key of a ring slot: `skirmisher.autosave` (earlier versions'), `skirmisher.autosaves` (index), `skirmisher.autosave.<id>`. */
function slotKey(key: string): string {
  if (key === LEGACY_ID) return KEY;
  if (key === 'index') return `${KEY}s`;
  return `${KEY}.${key}`;
}

/** The autosave ring over key-value slots (the earlier single autosave is never overwritten by another game). */
export function slotAutosave(slots: Slots, kind: string): AutosaveStorage {
  const ring = autosaveRing(
    {
      get: (key) => slots.get(slotKey(key)),
      set: (key, value) => slots.set(slotKey(key), value),
      remove: (key) => slots.remove(slotKey(key)),
    },
    () => Math.random().toString(36).slice(2, 10) || 'a',
  );
  return {
    kind,
    list: () => ring.list(),
    read: (id) => ring.read(id),
    async write(text, turn, info) {
      await ring.write(text, turn, info);
      return { keptAside: null };
    },
    clear: () => ring.clear(),
  };
}

/** An in-memory autosave (unit tests, hosts without storage). */
export function memoryAutosave(): AutosaveStorage {
  return slotAutosave(syncSlots(null), 'memory');
}

/**
 * Writes the game after every change without piling up: `schedule()` after each action; at most one write
 * runs, and one more follows with the newest text if anything changed meanwhile. `source` answers the
 * game's text, its game turn and, when known, what the Resume list shows of it (null when there is no game).
 */
export class Autosaver {
  private running: Promise<void> | null = null;
  private dirty = false;
  /** The text last written, for restoring after the worker dies. */
  last: string | null = null;
  /** Set when a newer-version autosave was kept aside (once). */
  keptAside: string | null = null;

  constructor(
    readonly storage: AutosaveStorage,
    private readonly source: () => Promise<{ text: string; turn: number; info?: SavedGameInfo } | null>,
    private readonly onError: (message: string) => void = () => undefined,
  ) {}

  /** Asks for a write of the current game soon. */
  schedule(): void {
    this.dirty = true;
    this.running ??= this.loop();
  }

  /** Resolves when every scheduled write is done. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Forgets the autosave (the game was discarded). */
  async clear(): Promise<void> {
    await this.flush();
    this.last = null;
    await this.storage.clear();
  }

  private async loop(): Promise<void> {
    try {
      while (this.dirty) {
        this.dirty = false;
        let game: { text: string; turn: number; info?: SavedGameInfo } | null;
        try {
          game = await this.source();
        } catch {
          // The worker is gone: keep the last good autosave for the restart.
          continue;
        }
        if (game === null || game.text === this.last) continue;
        const text = game.text;
        try {
          const r = await this.storage.write(text, game.turn, game.info);
          this.last = text;
          if (r.keptAside && !this.keptAside) this.keptAside = r.keptAside;
        } catch (err) {
          this.onError(err instanceof Error ? err.message : String(err));
        }
      }
    } finally {
      this.running = null;
    }
  }
}
