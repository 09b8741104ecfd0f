// The autosave: the desktop file writer (temp file + rename, serialised writes, newer-version files kept aside),
// tested in Node with a temporary folder; and the renderer's coalescing autosaver and browser storage.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTOSAVE_NAME, autosaveFile, writeFileAtomic } from '../../electron/autosave-file';
import { savedGameVersion } from '../../formats/saved-game';
import {
  Autosaver,
  describeAutosave,
  memoryAutosave,
  slotAutosave,
  syncSlots,
  type AutosaveStorage,
} from '../../renderer/src/platform/autosave';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skirmisher-autosave-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const game = (n: number, version = 1) =>
  JSON.stringify({
    format: `skirmisher-game/${version}`,
    scenario: { name: `Game ${n}` },
    actions: new Array(n).fill({ type: 'endPhase' }),
    seed: 's',
  });

describe('electron autosave file', () => {
  it('writes, reads back and clears', async () => {
    const file = autosaveFile(join(dir, 'autosave'));
    expect(await file.read()).toBeNull();
    await file.write(game(3));
    expect(await file.read()).toBe(game(3));
    await file.clear();
    expect(await file.read()).toBeNull();
  });

  it('leaves no temporary file behind and never a partial autosave', async () => {
    const file = autosaveFile(dir);
    await file.write(game(1));
    // A big write racing with reads: every read sees a whole document, old or new.
    const big = game(20_000);
    const writing = file.write(big);
    const seen: (string | null)[] = [];
    for (let i = 0; i < 20; i++) seen.push(await file.read());
    await writing;
    for (const text of seen) expect([game(1), big]).toContain(text);
    expect(await file.read()).toBe(big);
    expect((await readdir(dir)).sort()).toEqual([AUTOSAVE_NAME]);
  });

  it('keeps the newest of many quick writes, in order', async () => {
    const file = autosaveFile(dir);
    await Promise.all(Array.from({ length: 30 }, (_, i) => file.write(game(i))));
    expect(await file.read()).toBe(game(29));
    expect(await readdir(dir)).toEqual([AUTOSAVE_NAME]);
  });

  it('removes temporary files a crash left and keeps the previous autosave whole', async () => {
    await writeFile(join(dir, AUTOSAVE_NAME), game(5));
    // A crash mid-write leaves a half-written temporary file; the autosave itself is untouched.
    await writeFile(join(dir, '.autosave-1234-abcdef.tmp'), game(6).slice(0, 20));
    const file = autosaveFile(dir);
    expect(await file.read()).toBe(game(5));
    await file.write(game(7));
    expect(await readdir(dir)).toEqual([AUTOSAVE_NAME]);
    expect(await file.read()).toBe(game(7));
  });

  it('moves an autosave of a newer version aside instead of overwriting it', async () => {
    await writeFile(join(dir, AUTOSAVE_NAME), game(9, 2));
    const file = autosaveFile(dir);
    await file.write(game(1));
    const aside = file.keptAside();
    expect(aside).toMatch(/^autosave\.newer-.*\.json$/);
    expect(await readFile(join(dir, aside!), 'utf8')).toBe(game(9, 2));
    expect(await file.read()).toBe(game(1));
  });

  it('writes a file atomically even where the target exists', async () => {
    const path = join(dir, 'x.json');
    await writeFileAtomic(path, 'one');
    await writeFileAtomic(path, 'two');
    expect(await readFile(path, 'utf8')).toBe('two');
    expect(await readdir(dir)).toEqual(['x.json']);
  });

  it('reads the format version of a saved game', () => {
    expect(savedGameVersion(game(1))).toBe(1);
    expect(savedGameVersion(game(1, 3))).toBe(3);
    expect(savedGameVersion('{"format": "skirmisher-scenario/1"}')).toBeNull();
  });
});

describe('renderer autosaver', () => {
  /** A storage that records writes and can be slowed down. */
  function recording(delayMs = 0): AutosaveStorage & { writes: string[] } {
    const base = memoryAutosave();
    const writes: string[] = [];
    return {
      kind: 'test',
      read: () => base.read(),
      clear: () => base.clear(),
      async write(text) {
        await new Promise((r) => setTimeout(r, delayMs));
        writes.push(text);
        return base.write(text);
      },
      writes,
    };
  }

  it('writes after every change, coalescing changes made during a write', async () => {
    const storage = recording(20);
    let n = 0;
    const saver = new Autosaver(storage, async () => game(n));
    for (n = 1; n <= 10; n++) saver.schedule();
    n = 10;
    await saver.flush();
    // The first write started at once; everything after collapsed into one write of the newest game.
    expect(storage.writes.length).toBeLessThanOrEqual(3);
    expect(storage.writes.at(-1)).toBe(game(10));
    expect(await storage.read()).toBe(game(10));
    expect(saver.last).toBe(game(10));
  });

  it('skips a write of an unchanged game and survives a source that fails', async () => {
    const storage = recording();
    let fail = false;
    const saver = new Autosaver(storage, async () => {
      if (fail) throw new Error('worker gone');
      return game(2);
    });
    saver.schedule();
    await saver.flush();
    saver.schedule();
    await saver.flush();
    expect(storage.writes).toHaveLength(1);
    fail = true;
    saver.schedule();
    await saver.flush();
    expect(saver.last).toBe(game(2));
  });

  it('keeps a newer-version autosave aside in browser storage', async () => {
    const data = new Map<string, string>();
    const local = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    // A newer version of the app wrote the autosave…
    await slotAutosave(syncSlots(local), 'localstorage').write(game(4, 2));
    // …and this version starts: its first write moves that one aside.
    const r = await slotAutosave(syncSlots(local), 'localstorage').write(game(1));
    expect(r.keptAside).toMatch(/newer/);
    expect(data.get(r.keptAside!)).toBe(game(4, 2));
    expect(data.get('skirmisher.autosave')).toBe(game(1));
  });

  it('describes an autosave for the resume offer', () => {
    expect(describeAutosave(game(12))).toMatchObject({ name: 'Game 12', actions: 12, newer: false });
    expect(describeAutosave(game(2, 2))).toMatchObject({ newer: true });
    expect(describeAutosave('{oops')).toBeNull();
    expect(describeAutosave('{"format":"skirmisher-scenario/1"}')).toBeNull();
  });
});
