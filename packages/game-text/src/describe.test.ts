import { type VariantDefinition, resolveRules } from '@solitaire/engine';
import { aboutGame, athena, athenaAisleriot, klondike, shamrocks, variants } from '@solitaire/variants';
import { describe as group, expect, it } from 'vitest';
import { type Clause, describe, sectionIds } from './describe.js';
import { dealShape } from './dealShape.js';
import { allDefinitions, cousins } from './testing.js';

const clauses = (def: VariantDefinition): Clause[] =>
  describe(def).sections.flatMap((s) => s.paragraphs.flatMap((p) => p.clauses));
const find = (def: VariantDefinition, key: string): Clause[] => clauses(def).filter((c) => c.key === key);
const one = (def: VariantDefinition, key: string): Clause => {
  const found = find(def, key);
  expect(found, key).toHaveLength(1);
  return found[0]!;
};

group('dealShape', () => {
  it('counts Athena: 7 piles of down, up, down, up; 28 on the tableau, 24 in the stock', () => {
    const s = dealShape(athena);
    expect(s.piles).toEqual(Array.from({ length: 7 }, () => [false, true, false, true]));
    expect([s.tableauCards, s.stock, s.reserve, s.aces]).toEqual([28, 24, 0, 0]);
  });
  it('counts Klondike: piles of 1 to 7, only the top up', () => {
    const s = dealShape(klondike);
    expect(s.piles.map((p) => p.length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(s.piles.every((p) => p.every((up, i) => up === (i === p.length - 1)))).toBe(true);
    expect([s.tableauCards, s.stock]).toEqual([28, 24]);
  });
  it('counts Shamrocks: seventeen fans of three and one of one, all up, no stock', () => {
    const s = dealShape(shamrocks);
    expect(s.piles.map((p) => p.length)).toEqual([...Array(17).fill(3), 1]);
    expect(s.piles.flat().every(Boolean)).toBe(true);
    expect(s.stock).toBe(0);
  });
  it('counts a reserve and Aces dealt first', () => {
    const minerva = cousins.find((d) => d.id === 'minerva-like')!;
    expect([dealShape(minerva).reserve, dealShape(minerva).stock]).toEqual([11, 13]);
    const trefoil = cousins.find((d) => d.id === 'trefoil-like')!;
    expect([dealShape(trefoil).aces, dealShape(trefoil).tableauCards]).toEqual([4, 48]);
  });
});

group('describe', () => {
  it('keeps sections in reading order and never leaves one empty', () => {
    for (const def of allDefinitions()) {
      const ids = describe(def).sections.map((s) => s.id);
      expect(ids).toEqual(sectionIds.filter((id) => ids.includes(id)));
      expect(
        describe(def).sections.every((s) => s.paragraphs.length > 0 && s.paragraphs.every((p) => p.clauses.length > 0)),
      ).toBe(true);
    }
  });

  it('says Athena’s deal exactly: four rows, their faces, 28 and 24 computed', () => {
    expect(one(athena, 'layout.rows').args).toMatchObject({
      piles: 7,
      rows: 4,
      perPile: 4,
      total: 28,
      faces: 'alternateDown',
      down: 2,
    });
    expect(one(athena, 'layout.coveredFaceUp').args).toEqual({ row: 2, coverRow: 3 });
    expect(one(athena, 'layout.stock').args).toEqual({ stock: 24, waste: true });
    expect(one(athena, 'stock.draw').args).toEqual({ draw: 3 });
    expect(one(athena, 'stock.redeal').args).toMatchObject({ unlimited: true });
  });

  it('says the Aisleriot rule set: draw 1, two redeals so three passes, one point a card up to 52', () => {
    expect(one(athenaAisleriot, 'stock.draw').args).toEqual({ draw: 1 });
    expect(one(athenaAisleriot, 'stock.redeal').args).toMatchObject({ unlimited: false, limit: 2, passes: 3 });
    expect(one(athenaAisleriot, 'scoring.scheme')).toMatchObject({
      ruleIds: ['A10'],
      args: { scoring: 'foundationCards', max: 52 },
    });
    expect(one(athenaAisleriot, 'foundations.shortcut').ruleIds).toEqual(['A10']);
  });

  it('says Shamrocks’ fans, Kings to the bottom, capacity and closed empty fans', () => {
    expect(one(shamrocks, 'layout.fans').args).toMatchObject({
      fans: 18,
      size: 3,
      full: 17,
      last: 1,
      whole: true,
      shape: 'lastShort',
    });
    expect(one(shamrocks, 'layout.kingsToBottom').ruleIds).toEqual(['S2']);
    expect(one(shamrocks, 'tableau.capacity').args).toMatchObject({ capacity: 3 });
    expect(one(shamrocks, 'tableau.empty').args).toMatchObject({ policy: 'never' });
    expect(one(shamrocks, 'tableau.example').args).toMatchObject({ shape: 'anyTwoRanks', r1: 7, r2: 9 });
    expect(one(shamrocks, 'tableau.ends').args).toEqual({ ends: 'both', kingTakes: 'queen', aceTakes: 'two' });
    expect(find(shamrocks, 'stock.draw')).toEqual([]);
    expect(describe(shamrocks).sections.find((s) => s.id === 'tableau')!.heading.args).toEqual({ fans: true });
  });

  it('computes the building example with the engine: on the 8 of spades, the two red 7s', () => {
    expect(one(athena, 'tableau.example').args).toMatchObject({
      shape: 'twoCards',
      r1: 7,
      s1: 'diamonds',
      s2: 'hearts',
      onRank: 8,
      onSuit: 'spades',
    });
    expect(one(athena, 'tableau.ends').args).toEqual({ ends: 'king', kingTakes: 'queen', aceTakes: 'none' });
  });

  it('takes every rule id from the definition’s ruleIds, and none when it lists none', () => {
    for (const def of allDefinitions()) {
      const listed = new Set(Object.values(def.ruleIds).flat());
      for (const c of clauses(def))
        for (const id of c.ruleIds) expect(listed.has(id), `${def.id} ${c.key} ${id}`).toBe(true);
    }
    const bare = { ...athena, ruleIds: {} };
    expect(clauses(bare).flatMap((c) => c.ruleIds)).toEqual([]);
    const renamed = { ...athena, ruleIds: { ...athena.ruleIds, draw: ['X9'] } };
    expect(one(renamed, 'stock.draw').ruleIds).toEqual(['X9']);
  });

  it('reads resolved rules as well as definitions: the chosen option is the one described', () => {
    const r = resolveRules(athena, { draw: 1 });
    if (!r.ok) throw new Error(r.error);
    expect(one(r.value, 'stock.draw').args).toEqual({ draw: 1 });
    const draw = find(r.value, 'variations.setting').find((c) => c.args.option === 'draw')!;
    expect(draw.items!.map((c) => [c.args.value, c.args.current])).toEqual([
      [3, false],
      [1, true],
    ]);
  });

  it('states the one source a registered game follows, and none for a definition the registry does not hold', () => {
    for (const def of variants) {
      const follows = aboutGame(def.id)!.follows;
      // Where no point is disputed, the sentence names the source alone.
      const key = follows.points.length ? 'about.follows' : 'about.followsOnly';
      expect(one(def, key).args.source, def.id).toBe(follows.source);
      // A point about the foundations speaks of one or of several, as the game has (Golf: one).
      for (const point of one(def, key).items ?? []) expect(point.args.foundations, def.id).toBe(def.foundations.count);
    }
    expect(find({ ...athena, id: 'not-registered' }, 'about.follows')).toEqual([]);
    expect(find({ ...athena, id: 'not-registered' }, 'about.followsOnly')).toEqual([]);
  });

  it('gives each registered game its own tips, drawn from its rule primitives', () => {
    const tipKeys = (def: VariantDefinition) =>
      describe(def)
        .sections.find((s) => s.id === 'tips')!
        .paragraphs.flatMap((p) => p.clauses.map((c) => c.key))
        .join(' ');
    const sets = variants.map(tipKeys);
    expect(new Set(sets).size).toBe(variants.length);
    const has = (id: string, key: string) => expect(tipKeys(variants.find((v) => v.id === id)!), id).toContain(key);
    has('klondike', 'tips.deepPiles');
    has('minerva', 'tips.reserve');
    has('bureau', 'tips.twoDecks');
    has('shamrocks', 'tips.upOrDown');
    has('la-belle-lucie', 'tips.shuffle');
    has('trefoil', 'tips.acesUp');
    has('fan', 'tips.suitBlock');
    expect(one(athenaAisleriot, 'tips.playBack').args.scored).toBe(true);
  });

  it('relates each registered game to its nearest relative and its family by variant id, as data for links', () => {
    for (const def of variants) {
      const info = aboutGame(def.id)!;
      const related = describe(def)
        .sections.find((s) => s.id === 'related')!
        .paragraphs.flatMap((p) => p.clauses);
      expect(related[0]).toMatchObject({ key: 'related.like', link: info.compareWith });
      for (const c of related.filter((x) => x.key.startsWith('related.diff.'))) expect(c.link).toBe(info.compareWith);
      const family = related.find((c) => c.key === 'related.family')!;
      const kin = variants.filter((v) => v.id !== def.id && aboutGame(v.id)!.family === info.family).map((v) => v.id);
      expect(family.items!.map((c) => c.link)).toEqual(kin);
      expect(describe(def).family).toBe(info.family);
    }
    expect(describe({ ...athena, id: 'not-registered' }).sections.map((s) => s.id)).not.toContain('related');
  });

  it('gives each setting one line listing all its choices, the default marked', () => {
    const settings = find(athena, 'variations.setting');
    expect(settings.map((c) => c.args.option)).toEqual(['draw', 'redeals']);
    expect(settings[1]!.items!.map((c) => (c.args.unlimited ? 'unlimited' : c.args.value))).toEqual([
      'unlimited',
      2,
      1,
      0,
    ]);
    expect(settings[1]!.items!.map((c) => c.args.current)).toEqual([true, false, false, false]);
    expect(find(shamrocks, 'variations.setting')).toHaveLength(1);
    expect(find(klondike, 'variations.intro')[0]!.args).toEqual({ count: 2 });
  });
});
