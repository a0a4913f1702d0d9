// localStorage can be missing, full or forbidden (private windows, some file:// pages): every access is guarded
// so that storage trouble only costs persistence, never the game.

const PREFIX = 'solitaire:';

/** Reads a stored string, or null when absent or unreadable. */
export const readItem = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
};

/** Stores a string; returns whether it was stored (false without storage, or when the browser refuses). */
export const writeItem = (key: string, value: string): boolean => {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return false;
    storage.setItem(PREFIX + key, value);
    return true;
  } catch {
    return false;
  }
};

/** Forgets a stored string. */
export const removeItem = (key: string): void => {
  try {
    globalThis.localStorage?.removeItem(PREFIX + key);
  } catch {
    /* nothing to forget */
  }
};

/** Storage keys, in one place so that tests and the app agree. */
export const storageKeys = {
  locale: 'locale',
  lastVariant: 'last-variant',
  stats: 'stats',
  verdict: 'verdict',
  winnableOnly: 'winnable-only',
  autoFoundations: 'auto-foundations',
  confirmAbandon: 'confirm-abandon',
  appearance: 'appearance',
  game: (variant: string) => `game:${variant}`,
  /** A game another tab saved, kept aside when this tab saved over it. */
  otherGame: (variant: string) => `game-other-tab:${variant}`,
} as const;
