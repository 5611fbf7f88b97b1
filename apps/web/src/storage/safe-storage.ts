/**
 * localStorage that never throws: private modes and disabled storage must not break the app.
 * Pure helpers take a `KeyValueStore` so tests can pass a Map-backed fake.
 */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const memoryStore: KeyValueStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

export const browserStore = (): KeyValueStore => {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : memoryStore;
  } catch {
    return memoryStore;
  }
};

export const readItem = (key: string, store: KeyValueStore = browserStore()): string | null => {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
};

export const writeItem = (key: string, value: string, store: KeyValueStore = browserStore()): void => {
  try {
    store.setItem(key, value);
  } catch {
    // Storage full or blocked: the value simply is not remembered.
  }
};

export const removeItem = (key: string, store: KeyValueStore = browserStore()): void => {
  try {
    store.removeItem(key);
  } catch {
    // Nothing to remove when storage is blocked.
  }
};
