import { describe, expect, it } from 'vitest';
import { about, aboutGame } from './about.js';
import { findVariant, variants } from './registry.js';

// The proper name each definition's free-text `source` must carry for the one source its `about` says it follows.
const names = { onlinePage: 'online rules page', aisleriot: 'GNOME Aisleriot', pysolfc: 'PySolFC', solitaireGg: 'solitaire.gg' } as const;

describe('about', () => {
  it('knows every registered game and nothing else', () => {
    expect(Object.keys(about).sort()).toEqual(variants.map((v) => v.id).sort());
    expect(aboutGame('no-such-game')).toBeNull();
  });

  it('names one followed source per game, the same one as the definition, with at least one disputed point', () => {
    for (const def of variants) {
      const a = aboutGame(def.id)!;
      expect(def.source, def.id).toBe(names[a.follows.source as keyof typeof names]);
      expect(a.follows.points.length, def.id).toBeGreaterThan(0);
    }
  });

  it('compares each game with another registered game of its own family', () => {
    for (const def of variants) {
      const a = aboutGame(def.id)!;
      expect(a.compareWith).not.toBe(def.id);
      expect(findVariant(a.compareWith), `${def.id} -> ${a.compareWith}`).toBeDefined();
      expect(aboutGame(a.compareWith)!.family, def.id).toBe(a.family);
    }
  });
});
