/**
 * Autosave after every action (DESIGN.md "Renderer"), the host-independent part: where an autosave lives
 * (`AutosaveStorage`; the hosts' storages are in `autosave-platform.ts`), keeping a newer version's autosave
 * aside, and the `Autosaver` that coalesces writes: while one is on its way, later requests collapse into one
 * more write of the newest game. No DOM types, so it is tested in Node.
 */
import { SAVED_GAME_VERSION, savedGameVersion } from '../../../formats/saved-game';

/** Where the autosave lives. */
export interface AutosaveStorage {
  /** `'file'` (desktop), `'indexeddb'`, `'localstorage'` or `'memory'`. */
  readonly kind: string;
  read(): Promise<string | null>;
  /** Writes `text`; reports the name an autosave of a newer version was kept under, if one was found. */
  write(text: string): Promise<{ keptAside: string | null }>;
  clear(): Promise<void>;
}

const KEY = 'skirmisher.autosave';

/** A key-value store with whole-value writes. */
export interface Slots {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

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

/** An autosave over key-value slots, keeping a newer-version autosave aside before the first write. */
export function slotAutosave(slots: Slots, kind: string): AutosaveStorage {
  let checked = false;
  let aside: string | null = null;
  return {
    kind,
    read: () => slots.get(KEY),
    async write(text) {
      if (!checked) {
        checked = true;
        const existing = await slots.get(KEY);
        const version = existing === null ? null : savedGameVersion(existing);
        if (existing !== null && version !== null && version > SAVED_GAME_VERSION) {
          aside = `${KEY}.newer-${new Date().toISOString()}`;
          await slots.set(aside, existing);
        }
      }
      await slots.set(KEY, text);
      return { keptAside: aside };
    },
    clear: () => slots.remove(KEY),
  };
}

/** An in-memory autosave (unit tests, hosts without storage). */
export function memoryAutosave(): AutosaveStorage {
  return slotAutosave(syncSlots(null), 'memory');
}

/**
 * Writes the game after every change without piling up: `schedule()` after each action; at most one write
 * runs, and one more follows with the newest text if anything changed meanwhile. `source` answers the
 * game's text (null when there is no game).
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
    private readonly source: () => Promise<string | null>,
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
        let text: string | null;
        try {
          text = await this.source();
        } catch {
          // The worker is gone: keep the last good autosave for the restart.
          continue;
        }
        if (text === null || text === this.last) continue;
        try {
          const r = await this.storage.write(text);
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

/** The few fields of an autosave the resume offer shows, e.g. `{ name: 'Ruined street', actions: 37, … }`. */
export interface ResumeOffer {
  text: string;
  name: string;
  actions: number;
  savedAt: string | null;
  /** Written by a newer version: not loadable here, and kept aside rather than overwritten. */
  newer: boolean;
  mode: string;
}

/** Reads what the resume offer shows from an autosave; null for a text that is not a saved game at all. */
export function describeAutosave(text: string): ResumeOffer | null {
  try {
    const doc = JSON.parse(text) as {
      format?: unknown;
      scenario?: { name?: unknown };
      actions?: unknown[];
      savedAt?: unknown;
      mode?: unknown;
    };
    if (typeof doc.format !== 'string' || !doc.format.startsWith('skirmisher-game/')) return null;
    const version = savedGameVersion(text);
    return {
      text,
      name: typeof doc.scenario?.name === 'string' ? doc.scenario.name : 'Saved game',
      actions: Array.isArray(doc.actions) ? doc.actions.length : 0,
      savedAt: typeof doc.savedAt === 'string' ? doc.savedAt : null,
      newer: version !== null && version > SAVED_GAME_VERSION,
      mode: typeof doc.mode === 'string' ? doc.mode : 'practice',
    };
  } catch {
    return null;
  }
}
