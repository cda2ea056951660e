/**
 * A list of names kept in localStorage under one key: small marks that let a screen skip loading the device store
 * (Dexie) when it has nothing to look for there. `read` gives null when the list is unknown: never kept,
 * storage refused, or a damaged value; callers then look in the store itself, as they did before the mark existed.
 */
export function storedList(key: string) {
  return {
    read(): string[] | null {
      try {
        const raw = localStorage.getItem(key);
        const names: unknown = raw === null ? null : JSON.parse(raw);
        return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : null;
      } catch {
        return null;
      }
    },
    /** Keeps `names`; when storage refuses, the old list is removed so that it reads as unknown, never as out of date. */
    write(names: readonly string[]): void {
      try {
        localStorage.setItem(key, JSON.stringify(names));
      } catch {
        try {
          localStorage.removeItem(key);
        } catch {
          // storage unreachable: read() gives null as well
        }
      }
    },
  };
}

/** One text kept in localStorage under `key` (null: none kept, or storage refused); writing null removes it. */
export function storedText(key: string) {
  return {
    read(): string | null {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write(text: string | null): void {
      try {
        if (text === null) localStorage.removeItem(key);
        else localStorage.setItem(key, text);
      } catch {
        // storage refused: read() gives null or the old text, and callers treat either as "do the work again"
      }
    },
  };
}

/** Whether an IndexedDB database of that name may exist on this device (true when the browser cannot tell). */
export async function databaseMayExist(name: string): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases().catch(() => null);
  return databases === null || databases.some((d) => d.name === name);
}
