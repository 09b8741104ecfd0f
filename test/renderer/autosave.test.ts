// The autosave ring (the last five games): the desktop files (temp file + rename, serialised writes, the
// earlier single autosave read as the newest, newer-version files kept aside), tested in Node with a temporary
// folder; and the renderer's coalescing autosaver and browser storage.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTOSAVE_NAME, autosaveFile, INDEX_NAME, writeFileAtomic } from '../../electron/autosave-file';
import { describeSavedDoc, describeSavedGame, isAutosaveId } from '../../formats/autosave-ring';
import { savedGameVersion } from '../../formats/saved-game';
import {
  Autosaver,
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

/** A saved game of `n` actions, named `Game n` (one game per `n`); `note` tells two saves of it apart. */
const game = (n: number, version = 1, note = '') =>
  JSON.stringify({
    format: `skirmisher-game/${version}`,
    scenario: { name: `Game ${n}` },
    actions: new Array(n).fill({ type: 'endPhase' }),
    seed: 's',
    ...(note && { note }),
  });

describe('electron autosave files', () => {
  /** The text of the newest autosave in `file`. */
  const newest = async (file: ReturnType<typeof autosaveFile>) => {
    const [first] = await file.list();
    return first ? file.read(first.id) : null;
  };
  /** The game files of `dir` (the index and the games, no temporary file). */
  const files = async () => (await readdir(dir)).filter((n) => !n.startsWith('.')).sort();

  it('writes, lists, reads back and clears', async () => {
    const file = autosaveFile(join(dir, 'autosave'));
    expect(await file.list()).toEqual([]);
    await file.write(game(3), 2);
    expect(await file.list()).toMatchObject([{ name: 'Game 3', turn: 2, actions: 3, newer: false }]);
    expect(await newest(file)).toBe(game(3));
    await file.clear();
    expect(await file.list()).toEqual([]);
    expect(await readdir(join(dir, 'autosave'))).toEqual([]);
  });

  it('keeps the last five games, newest first, one entry per game', async () => {
    const file = autosaveFile(dir);
    for (let n = 1; n <= 7; n++) await file.write(game(n), n);
    // The same game saved again replaces its own entry and becomes the newest.
    await file.write(game(5, 1, 'later'), 6);
    const list = await file.list();
    expect(list.map((e) => e.name)).toEqual(['Game 5', 'Game 7', 'Game 6', 'Game 4', 'Game 3']);
    expect(list[0]).toMatchObject({ turn: 6 });
    expect(await file.read(list[0]!.id)).toBe(game(5, 1, 'later'));
    expect(await file.read(list[4]!.id)).toBe(game(3));
    // Five game files and the index: the two oldest games' files are gone.
    expect(await files()).toHaveLength(6);
    expect(await files()).toContain(INDEX_NAME);
  });

  it('reads the single autosave of earlier versions as the newest game, and keeps it when a new game starts', async () => {
    await writeFile(join(dir, AUTOSAVE_NAME), game(8));
    const file = autosaveFile(dir);
    expect(await file.list()).toMatchObject([{ id: 'legacy', name: 'Game 8', turn: null, actions: 8 }]);
    expect(await file.read('legacy')).toBe(game(8));
    await file.write(game(2), 1);
    const list = await file.list();
    expect(list.map((e) => e.name)).toEqual(['Game 2', 'Game 8']);
    expect(await file.read(list[1]!.id)).toBe(game(8));
  });

  it('leaves no temporary file behind and never a partial autosave', async () => {
    const file = autosaveFile(dir);
    await file.write(game(1), 1);
    // A big write of the same game racing with reads: every read sees a whole document, old or new.
    const big = game(1, 1, 'x'.repeat(200_000));
    const writing = file.write(big, 1);
    const seen: (string | null)[] = [];
    for (let i = 0; i < 20; i++) seen.push(await newest(file));
    await writing;
    for (const text of seen) expect([game(1), big]).toContain(text);
    expect(await newest(file)).toBe(big);
    expect(await files()).toHaveLength(2);
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('keeps the newest of many quick writes, in order', async () => {
    const file = autosaveFile(dir);
    await Promise.all(Array.from({ length: 30 }, (_, i) => file.write(game(i), 1)));
    expect(await newest(file)).toBe(game(29));
    expect((await file.list()).length).toBeLessThanOrEqual(5);
  });

  it('removes temporary files a crash left and keeps the previous autosave whole', async () => {
    await writeFile(join(dir, AUTOSAVE_NAME), game(5));
    // A crash mid-write leaves a half-written temporary file; the autosave itself is untouched.
    await writeFile(join(dir, '.autosave-1234-abcdef.tmp'), game(6).slice(0, 20));
    const file = autosaveFile(dir);
    expect(await newest(file)).toBe(game(5));
    await file.write(game(7), 1);
    expect((await readdir(dir)).some((n) => n.endsWith('.tmp'))).toBe(false);
    expect(await newest(file)).toBe(game(7));
    expect(await file.read('legacy')).toBe(game(5));
  });

  it('moves an autosave of a newer version aside instead of overwriting it', async () => {
    await writeFile(join(dir, AUTOSAVE_NAME), game(9, 2));
    const file = autosaveFile(dir);
    expect(await file.list()).toMatchObject([{ newer: true }]);
    await file.write(game(1), 1);
    const aside = file.keptAside();
    expect(aside).toMatch(/^autosave\.newer-.*\.json$/);
    expect(await readFile(join(dir, aside!), 'utf8')).toBe(game(9, 2));
    expect(await newest(file)).toBe(game(1));
  });

  it('refuses a text that is not a saved game and ids that are not its own', async () => {
    const file = autosaveFile(dir);
    await expect(file.write('{"format":"skirmisher-scenario/1"}', 1)).rejects.toThrow(/saved game/);
    expect(await file.read('../../etc/passwd')).toBeNull();
    expect(isAutosaveId('../x')).toBe(false);
    expect(isAutosaveId('legacy')).toBe(true);
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
      list: () => base.list(),
      read: (id) => base.read(id),
      clear: () => base.clear(),
      async write(text, turn) {
        await new Promise((r) => setTimeout(r, delayMs));
        writes.push(text);
        return base.write(text, turn);
      },
      writes,
    };
  }

  it('writes after every change, coalescing changes made during a write', async () => {
    const storage = recording(20);
    let n = 0;
    const saver = new Autosaver(storage, async () => ({ text: game(n), turn: 1 }));
    for (n = 1; n <= 10; n++) saver.schedule();
    n = 10;
    await saver.flush();
    // The first write started at once; everything after collapsed into one write of the newest game.
    expect(storage.writes.length).toBeLessThanOrEqual(3);
    expect(storage.writes.at(-1)).toBe(game(10));
    const [first] = await storage.list();
    expect(await storage.read(first!.id)).toBe(game(10));
    expect(saver.last).toBe(game(10));
  });

  it('skips a write of an unchanged game and survives a source that fails', async () => {
    const storage = recording();
    let fail = false;
    const saver = new Autosaver(storage, async () => {
      if (fail) throw new Error('worker gone');
      return { text: game(2), turn: 1 };
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

  it('keeps the last five games in browser storage and reads the earlier single autosave as the newest', async () => {
    const data = new Map<string, string>();
    const local = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    // An earlier version wrote its one autosave…
    data.set('skirmisher.autosave', game(4));
    const storage = slotAutosave(syncSlots(local), 'localstorage');
    expect(await storage.list()).toMatchObject([{ id: 'legacy', name: 'Game 4', turn: null }]);
    // …and this version keeps it among the games it autosaves.
    for (let n = 10; n < 13; n++) await storage.write(game(n), n - 9);
    const list = await storage.list();
    expect(list.map((e) => [e.name, e.turn])).toEqual([
      ['Game 12', 3],
      ['Game 11', 2],
      ['Game 10', 1],
      ['Game 4', null],
    ]);
    expect(await storage.read(list[3]!.id)).toBe(game(4));
    for (let n = 20; n < 25; n++) await storage.write(game(n), 1);
    expect((await storage.list()).map((e) => e.name)).toEqual([
      'Game 24',
      'Game 23',
      'Game 22',
      'Game 21',
      'Game 20',
    ]);
    // Five games and the index, nothing else left behind.
    expect(data.size).toBe(6);
  });

  it('describes an autosave for the resume list', () => {
    expect(describeSavedGame(game(12), 3)).toMatchObject({
      name: 'Game 12',
      turn: 3,
      actions: 12,
      newer: false,
    });
    expect(describeSavedGame(game(2, 2), null)).toMatchObject({ newer: true });
    expect(describeSavedGame('{oops', 1)).toBeNull();
    expect(describeSavedGame('{"format":"skirmisher-scenario/1"}', 1)).toBeNull();
    // The engine worker describes the document it writes: the same answer without parsing the text.
    expect(describeSavedDoc(JSON.parse(game(2, 2)), null)).toEqual(describeSavedGame(game(2, 2), null));
  });

  it("writes with the writer's description of the game, without parsing its text (issue 21, item 13)", async () => {
    const storage = memoryAutosave();
    const info = describeSavedGame(game(7), null)!;
    // A text the ring could not parse is written as described: the UI thread never parses it.
    await storage.write('{"format":"skirmisher-game/1", …', 2, info);
    expect(await storage.list()).toMatchObject([{ name: 'Game 7', turn: 2, actions: 7 }]);
  });
});
