/**
 * The autosave file of the desktop app, in the app's data folder (`userData/autosave/`). Every write goes to
 * a temporary file in the same folder, is flushed to disk and renamed over the autosave, so a crash at any
 * moment leaves either the previous save or the new one, never a torn file. Writes are serialised; a write
 * that arrives while another runs replaces any still waiting (only the newest text matters). Plain Node: no
 * Electron import, so it is tested in Node with a temporary folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { SAVED_GAME_VERSION, savedGameVersion } from '../formats/saved-game';

/** File name of the autosave inside its folder. */
export const AUTOSAVE_NAME = 'autosave.skirmisher.json';
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

/** The autosave of one folder: `read`, `write` (atomic, serialised), `clear`. */
export interface AutosaveFile {
  /** Folder holding the autosave, e.g. `~/.config/Skirmisher/autosave`. */
  readonly dir: string;
  /** The autosave text, or null when there is none. */
  read(): Promise<string | null>;
  /** Replaces the autosave with `text` (atomically). Resolves when this text, or a newer one, is on disk. */
  write(text: string): Promise<void>;
  /** Removes the autosave (a finished or discarded game). */
  clear(): Promise<void>;
  /** Name of the file a newer-format autosave was moved to, if one was found (set after the first write). */
  keptAside(): string | null;
}

/** An autosave in `dir` (created when first needed). */
export function autosaveFile(dir: string): AutosaveFile {
  const path = join(dir, AUTOSAVE_NAME);
  let chain: Promise<void> = Promise.resolve();
  let waiting: string | null = null;
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
      const text = waiting;
      waiting = null;
      await prepare();
      await writeFileAtomic(path, text);
    }
  }

  return {
    dir,
    async read() {
      try {
        return await readFile(path, 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    write(text) {
      waiting = text;
      chain = chain.then(drain, drain);
      return chain;
    },
    clear() {
      waiting = null;
      chain = chain.then(
        () => rm(path, { force: true }),
        () => rm(path, { force: true }),
      );
      return chain;
    },
    keptAside: () => aside,
  };
}
