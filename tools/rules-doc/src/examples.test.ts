import {
  type Move,
  applyMove,
  isUncovered,
  kingsToBottom,
  legalMoves,
  newDeal,
  rankOf,
  resolveRules,
  suitOf,
} from '@solitaire/engine';
import { allDefinitions } from '@solitaire/game-text/testing';
import { acesUp, athena, blackHole, golf, klondike, pyramid, shamrocks, triPeaks, variants } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { exampleCaption, exampleSvg } from './exampleSvg.js';
import {
  discardExample,
  examplesFor,
  kingsExample,
  pairExample,
  playBackExample,
  runExample,
  stepExample,
} from './examples.js';
import { asRules } from './svg.js';

describe('worked examples', () => {
  it('appear for the rules a game has: runs in Athena, the Kings slide in Shamrocks, play-back in both', () => {
    expect(examplesFor(athena).map((e) => e.kind)).toEqual(['run', 'playBack']);
    expect(examplesFor(shamrocks).map((e) => e.kind)).toEqual(['kings', 'playBack']);
    expect(examplesFor({ ...shamrocks, deal: { ...shamrocks.deal, afterDeal: [] } }).map((e) => e.kind)).toEqual([
      'playBack',
    ]);
    const noPlayBack = { ...athena, foundations: { ...athena.foundations, playBack: false } };
    expect(examplesFor(noPlayBack).map((e) => e.kind)).toEqual(['run']);
  });

  it('show only moves the engine lists as legal, and the position the engine plays them to', () => {
    let shown = 0;
    for (const def of allDefinitions()) {
      const rules = asRules(def);
      const moves = [runExample, playBackExample, stepExample, pairExample, discardExample].map((f) => f(rules));
      for (const e of moves) {
        if (!e) continue;
        shown++;
        expect(legalMoves(rules, e.start!), `${def.id} ${e.kind}`).toContainEqual(e.move);
        const played = applyMove(rules, e.start!, e.move!);
        if (!played.ok) throw new Error(played.error);
        const pileOf = (p: (typeof e.after)[number], i: number) =>
          (p.zone === 'foundation' ? played.value.foundations : played.value.tableau)[i];
        for (const p of e.before)
          expect(p.pile).toEqual((p.zone === 'foundation' ? e.start!.foundations : e.start!.tableau)[p.index]);
        // Each pictured pile is the engine's pile, before and after.
        for (const p of e.after) expect(p.pile).toEqual(pileOf(p, p.index));
        const moved = e.before.flatMap((p) => p.moving.map((i) => p.pile[i]!.card));
        const landed = e.after.flatMap((p) => p.moving.map((i) => p.pile[i]!.card));
        expect(landed, `${def.id} ${e.kind}`).toEqual(moved);
      }
    }
    expect(shown).toBeGreaterThan(10);
  });

  it('Athena: the run of three goes onto the 10 of spades in one move', () => {
    const rules = asRules(athena);
    const e = runExample(rules)!;
    expect(e.before[0]!.moving).toHaveLength(3);
    expect(exampleCaption(e, 'en')).toBe(
      'A run moves together: the nine of diamonds and the two cards on it go onto the ten of spades ' + 'in one move.',
    );
    expect(e.start!.tableau.slice(0, 2)).toEqual(e.before.map((p) => p.pile));
  });

  it('Shamrocks: the King of the pinned deal slides under the cards dealt before it, as the engine deals it', () => {
    const rules = asRules(shamrocks);
    const e = kingsExample(rules)!;
    const [before] = e.before,
      [after] = e.after;
    expect(rankOf(before!.pile[before!.moving[0]!]!.card)).toBe(13);
    expect(after!.moving).toEqual([0]);
    expect(after!.pile).toEqual(kingsToBottom(before!.pile));
    expect(newDeal(rules, Number(e.caption.args.deal)).tableau[Number(e.caption.args.n) - 1]).toEqual(after!.pile);
    expect(exampleCaption(e, 'fr')).toMatch(/^Donne 1, éventail \d+\u00a0: le roi de \S+ tombe sur/);
    // The picture names the fan as the caption does.
    expect(exampleSvg(e, true, 'en', 'k')).toContain(`>Fan ${e.caption.args.n}</text>`);
  });

  it('play back a foundation card onto a tableau card that takes it', () => {
    for (const def of [athena, shamrocks, klondike]) {
      const e = playBackExample(asRules(def))!;
      expect(e.move).toEqual({
        kind: 'move',
        from: { zone: 'foundation', index: 0 },
        to: { zone: 'tableau', index: 0 },
        count: 1,
      });
      expect(e.after[0]!.pile).toHaveLength(5);
      expect(e.after[1]!.pile).toHaveLength(2);
    }
  });

  it('show the single foundation built up or down: what goes on a King, as the rules say', () => {
    expect(examplesFor(golf).map((e) => e.kind)).toEqual(['step']);
    const sameMove = (a: Move, b: Move) => JSON.stringify(a) === JSON.stringify(b);
    for (const def of [golf, blackHole, triPeaks]) {
      const rules = asRules(def);
      const e = stepExample(rules)!;
      const [top, card] = [e.caption.cards.top!, e.caption.cards.card!];
      expect(rankOf(top), def.id).toBe(13);
      // The card of another suit than the one it goes on: the suit never matters.
      expect(suitOf(card), def.id).not.toBe(suitOf(top));
      expect(rankOf(card), def.id).toBe(def.foundations.wrap ? 1 : 12);
      expect(e.after.at(-1)!.pile.at(-1)!.card, def.id).toBe(card);
    }
    // Golf: the Ace beside the Queen may not go on the King, and the engine says so.
    const e = stepExample(asRules(golf))!;
    const refused = e.before.find((p) => p.pile.at(-1)?.card === e.caption.cards.refused)!;
    const toFoundation = (index: number): Move => ({
      kind: 'move',
      from: { zone: 'tableau', index },
      to: { zone: 'foundation', index: 0 },
      count: 1,
    });
    expect(legalMoves(asRules(golf), e.start!).some((m) => sameMove(m, toFoundation(refused.index)))).toBe(false);
    expect(exampleCaption(e, 'en')).toMatch(/^Only a Queen goes on a King: the queen of \w+ goes onto the king of/);
    // Where nothing goes on a King, a card one rank down goes on a 7.
    const dead = resolveRules(golf, { onKing: 'nothing' });
    if (!dead.ok) throw new Error(dead.error);
    const step = stepExample(dead.value)!;
    expect([rankOf(step.caption.cards.top!), rankOf(step.caption.cards.card!)]).toEqual([7, 6]);
  });

  it('Pyramid: two free cards making 13 leave together and free the card they covered', () => {
    const rules = asRules(pyramid);
    const e = pairExample(rules)!;
    expect(e.move!.kind).toBe('pair');
    const { first, second, covered } = e.caption.cards;
    expect(rankOf(first!) + rankOf(second!)).toBe(13);
    const apex = (panel: typeof e.before) => panel.find((p) => p.pile.at(-1)?.card === covered)!;
    expect(apex(e.before).covered).toBe(true);
    expect(isUncovered(rules, e.start!.tableau, apex(e.before).index)).toBe(false);
    expect(apex(e.after).covered).toBe(false);
    expect(e.after.at(-1)!.outOfPlay).toBe(true);
    expect(exampleCaption(e, 'fr')).toContain('Cela dégage l’as de cœur, qu’elles recouvraient.');
  });

  it('Aces Up: a card is discarded while a higher card of its suit tops another pile, not one of another suit', () => {
    const rules = asRules(acesUp);
    const e = discardExample(rules)!;
    const { card, higher, other } = e.caption.cards;
    expect(suitOf(higher!)).toBe(suitOf(card!));
    expect(suitOf(other!)).not.toBe(suitOf(card!));
    expect(rankOf(other!)).toBeGreaterThan(rankOf(card!));
    // Without the higher card of its suit, the card may not go, though the King of another suit still shows.
    const higherPile = e.before.find((p) => p.pile.at(-1)?.card === higher)!.index;
    const without = { ...e.start!, tableau: e.start!.tableau.map((p, i) => (i === higherPile ? p.slice(0, -1) : p)) };
    expect(legalMoves(rules, without)).not.toContainEqual(e.move);
    expect(exampleCaption(e, 'es')).toMatch(/^Descartar: el cinco de \S+ sale del juego porque la reina de/);
  });

  it('draw as accessible pictures, named by their caption and described card by card', () => {
    for (const def of variants)
      for (const e of examplesFor(def)) {
        const svg = exampleSvg(e, def.tableau.fans, 'es', 'x');
        expect(svg).toMatch(/^<svg [^>]*role="img" aria-labelledby="x-title x-desc"/);
        expect(svg).toContain(`<title id="x-title">${exampleCaption(e, 'es')}</title>`);
        expect(svg).toMatch(/<desc id="x-desc">(Antes|Al repartir): /);
      }
  });
});
