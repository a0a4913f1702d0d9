// The page's saves for play's host: each variant's game under its own localStorage key, in play's one save format
// (the host reads and writes it, with its another-copy policy). Storage trouble costs the save, never the game.
import type { SaveStore } from '@solitaire/play';
import { readItem, removeItem, storageKeys, writeItem } from './browserStorage.js';

/** A refused write, as the host expects it: an error with a code. */
const refused = (key: string): Error => Object.assign(new Error(`storage refused ${key}`), { code: 'EQUOTA' });

/** The page's store of saves; a write also remembers the variant as the one last played. */
export const pageSaves: SaveStore = {
  read: (variant) => readItem(storageKeys.game(variant)),
  write: (variant, text) => {
    const written = writeItem(storageKeys.game(variant), text) && writeItem(storageKeys.lastVariant, variant);
    if (!written) throw refused(variant);
  },
  keepAside: (variant, why) => {
    const key = storageKeys.game(variant);
    // A save that does not load is forgotten; one another tab wrote is kept under a key of its own.
    if (why === 'corrupt') {
      removeItem(key);
      return null;
    }
    const text = readItem(key);
    const kept = storageKeys.otherGame(variant);
    if (text !== null && !writeItem(kept, text)) throw refused(kept);
    return kept;
  },
};
