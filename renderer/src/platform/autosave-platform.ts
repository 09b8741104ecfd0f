/**
 * The autosave storage of each host: in Electron the preload bridge to a file in the app's data folder (the last
 * few games, each a temp file renamed over its file, `electron/autosave-file.ts`); in a browser IndexedDB (one transaction per write, so
 * a write is whole or absent), else localStorage, else memory.
 */
import { memoryAutosave, slotAutosave, syncSlots, type AutosaveStorage, type Slots } from './autosave';
import { desktopBridge } from './platform';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

/** IndexedDB slots (database `skirmisher`, store `files`). */
export function indexedDbSlots(factory: IDBFactory): Slots {
  let db: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> => {
    db ??= new Promise((resolve, reject) => {
      const r = factory.open('skirmisher', 1);
      r.onupgradeneeded = () => r.result.createObjectStore('files');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    return db;
  };
  const run = async <T>(mode: IDBTransactionMode, body: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const tx = (await open()).transaction('files', mode);
    const result = await request(body(tx.objectStore('files')));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
    return result;
  };
  return {
    get: async (key) => ((await run('readonly', (s) => s.get(key))) as string | undefined) ?? null,
    set: async (key, value) => void (await run('readwrite', (s) => s.put(value, key))),
    remove: async (key) => void (await run('readwrite', (s) => s.delete(key))),
  };
}

/** The autosave of this host: the desktop file, else IndexedDB, else localStorage, else memory. */
export function platformAutosave(): AutosaveStorage {
  const bridge = desktopBridge();
  if (bridge) {
    return {
      kind: 'file',
      list: () => bridge.listAutosaves(),
      read: (id) => bridge.readAutosave(id),
      async write(text, turn) {
        const r = await bridge.writeAutosave(text, turn);
        if (!r.ok) throw new Error(r.message);
        return { keptAside: r.keptAside };
      },
      async clear() {
        const r = await bridge.clearAutosave();
        if (!r.ok) throw new Error(r.message);
      },
    };
  }
  const g = globalThis as { indexedDB?: IDBFactory; localStorage?: Storage };
  if (g.indexedDB) return slotAutosave(indexedDbSlots(g.indexedDB), 'indexeddb');
  try {
    if (g.localStorage) return slotAutosave(syncSlots(g.localStorage), 'localstorage');
  } catch {
    // Storage blocked (privacy settings): fall through to memory.
  }
  return memoryAutosave();
}
