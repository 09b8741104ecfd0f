/**
 * The autosaves of the desktop app, in the app's data folder (`userData/autosave/`): the last five games
 * (`formats/autosave-ring.ts`), one file each plus an index, `autosaves.json`. Every write goes to a temporary
 * file in the same folder, is flushed to disk and renamed over its file, so a crash at any moment leaves
 * either the previous save or the new one, never a torn file. Writes are serialised; a write
 * that arrives while another runs replaces any still waiting (only the newest text matters). Plain Node: no
 * Electron import, so it is tested in Node with a temporary folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { autosaveRing, LEGACY_ID, type AutosaveEntry, type RingSlots } from '../formats/autosave-ring';
import { SAVED_GAME_VERSION, savedGameVersion } from '../formats/saved-game';

/** File name of the single autosave of earlier versions (read as the newest of the ring until it has an index). */
export const AUTOSAVE_NAME = 'autosave.skirmisher.json';
/** File name of the ring's index (the games kept, newest first). */
export const INDEX_NAME = 'autosaves.json';
/** Prefix of temporary files (left over only by a crash mid-write; removed at the next start). */
const TEMP_PREFIX = '.autosave-';

/** Writes `text` to `path` atomically: temp file in the same folder, fsync, rename. */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const dir = join(path, '..');
  const temp = join(dir, `${TEMP_PREFIX}${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, path);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

/** The autosaves of one folder: the last few games (formats/autosave-ring.ts), each write atomic, serialised. */
export interface AutosaveFile {
  /** Folder holding the autosaves, e.g. `~/.config/Skirmisher/autosave`. */
  readonly dir: string;
  /** The games kept, newest first. */
  list(): Promise<AutosaveEntry[]>;
  /** The text of autosave `id` (an id of `list()`), or null when there is none. */
  read(id: string): Promise<string | null>;
  /**
   * Saves `text`, the game at game turn `turn`, as the newest autosave (over the same game's, else as a new
   * one, the oldest beyond five dropped). Resolves when this text, or a newer one, is on disk.
   */
  write(text: string, turn: number | null): Promise<void>;
  /** Removes every autosave. */
  clear(): Promise<void>;
  /** Name of the file a newer-format autosave was moved to, if one was found (set after the first write). */
  keptAside(): string | null;
}

/** File of each ring slot: the index, the earlier versions' single autosave, or a game by its id. */
function slotFile(dir: string, key: string): string {
  if (key === 'index') return join(dir, INDEX_NAME);
  if (key === LEGACY_ID) return join(dir, AUTOSAVE_NAME);
  return join(dir, `autosave-${key}.skirmisher.json`);
}

/** Ring slots over files of `dir`: every write atomic (temp file + rename). */
function fileSlots(dir: string): RingSlots {
  return {
    async get(key) {
      try {
        return await readFile(slotFile(dir, key), 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    set: (key, value) => writeFileAtomic(slotFile(dir, key), value),
    remove: (key) => rm(slotFile(dir, key), { force: true }),
  };
}

/** The autosaves in `dir` (created when first needed). */
export function autosaveFile(dir: string): AutosaveFile {
  const path = join(dir, AUTOSAVE_NAME);
  const ring = autosaveRing(fileSlots(dir), () => randomBytes(4).toString('hex'));
  let chain: Promise<void> = Promise.resolve();
  let waiting: { text: string; turn: number | null } | null = null;
  let checkedNewer = false;
  let aside: string | null = null;

  async function prepare(): Promise<void> {
    await mkdir(dir, { recursive: true });
    if (checkedNewer) return;
    checkedNewer = true;
    // Leftovers of a crash mid-write are incomplete by definition.
    for (const name of await readdir(dir)) {
      if (name.startsWith(TEMP_PREFIX)) await rm(join(dir, name), { force: true });
    }
    // An autosave of a newer version is not ours to overwrite: move it aside once.
    const existing = await readFile(path, 'utf8').catch(() => null);
    const version = existing === null ? null : savedGameVersion(existing);
    if (version !== null && version > SAVED_GAME_VERSION) {
      aside = `autosave.newer-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
      await rename(path, join(dir, aside));
    }
  }

  async function drain(): Promise<void> {
    while (waiting !== null) {
      const { text, turn } = waiting;
      waiting = null;
      await prepare();
      await ring.write(text, turn);
    }
  }

  return {
    dir,
    list: () => ring.list().catch(() => []),
    read: (id) => ring.read(id),
    write(text, turn) {
      waiting = { text, turn };
      chain = chain.then(drain, drain);
      return chain;
    },
    clear() {
      waiting = null;
      chain = chain.then(
        () => ring.clear(),
        () => ring.clear(),
      );
      return chain;
    },
    keptAside: () => aside,
  };
}
