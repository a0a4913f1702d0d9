import { describe, expect, it } from 'vitest';
import { about, aboutGame, sourceHomes, sourceLink } from './about.js';
import { findVariant, variants } from './registry.js';

// The proper name each definition's free-text `source` must carry for the one source its `about` says it follows.
const names = {
  onlinePage: 'online rules page',
  aisleriot: 'GNOME Aisleriot',
  pysolfc: 'PySolFC',
  solitaireGg: 'solitaire.gg',
  microsoft: 'Microsoft',
  microsoftSpider: 'Microsoft',
  microsoftCollection: 'Microsoft',
} as const;

describe('about', () => {
  it('knows every registered game and nothing else', () => {
    expect(Object.keys(about).sort()).toEqual(variants.map((v) => v.id).sort());
    expect(aboutGame('no-such-game')).toBeNull();
  });

  it('names one followed source per game, the same one as the definition, each disputed point once', () => {
    for (const def of variants) {
      const a = aboutGame(def.id)!;
      expect(def.source, def.id).toBe(names[a.follows.source as keyof typeof names]);
      expect(new Set(a.follows.points).size, def.id).toBe(a.follows.points.length);
    }
    // Games whose sources agree name none: Black Hole and Aces Up are dealt and played alike everywhere we looked.
    expect(aboutGame('black-hole')!.follows.points).toEqual([]);
    expect(aboutGame('golf')!.follows.points).toEqual(['foundationBuild']);
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

describe('sources', () => {
  it('link each source cited to an https address, or to none for a book and the unnamed online page', () => {
    for (const [id, home] of Object.entries(sourceHomes))
      if (home !== null) expect(home, id).toMatch(/^https:\/\/[^\s]+$/);
    expect(sourceHomes.onlinePage).toBeNull();
    for (const def of variants)
      for (const page of Object.values(aboutGame(def.id)!.pages)) expect(page, def.id).toMatch(/^https:\/\//);
    expect(sourceLink('fan', 'pysolfc')).toMatch(/rules\/fan\.html$/);
    expect(sourceLink('bureau', 'pysolfc')).toBe(sourceHomes.pysolfc);
  });

  it('give Shamrocks PySolFC’s other name, and a name origin only with a source or as a plain fact', () => {
    expect(aboutGame('shamrocks')!.otherNames).toEqual([{ names: ['Three Card Fan'], source: 'pysolfc' }]);
    expect(aboutGame('athena')!.name).toEqual({ note: 'athenaGoddess', source: 'onlinePage' });
  });
});
