import { applyMove, kingsToBottom, legalMoves, newDeal, rankOf } from '@solitaire/engine';
import { allDefinitions } from '@solitaire/game-text/testing';
import { athena, klondike, shamrocks, variants } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { exampleCaption, exampleSvg } from './exampleSvg.js';
import { examplesFor, kingsExample, playBackExample, runExample } from './examples.js';
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
      for (const e of [runExample(rules), playBackExample(rules)]) {
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
