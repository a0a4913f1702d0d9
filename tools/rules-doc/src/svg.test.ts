import { type VariantDefinition, newDeal } from '@solitaire/engine';
import { locales } from '@solitaire/game-text';
import { athena, canonPart3, golf, minerva, pyramid, shamrocks, triPeaks, variants } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { exampleSvg } from './exampleSvg.js';
import { examplesFor } from './examples.js';
import { CARD_H, CARD_W, labelWidth } from './cardSvg.js';
import { PICTURED_DEAL, asRules, dealSvg, pileWords } from './svg.js';

type Box = { x: number; y: number; w: number; h: number };
const num = (attrs: string, name: string) => Number(attrs.match(new RegExp(`\\b${name}="([-\\d.]+)"`))![1]);
/** Card-sized shapes (faces, backs, empty places) of a picture. */
const cards = (svg: string): Box[] =>
  [...svg.matchAll(/<rect class="(?:face|back|slot)"([^>]*)>/g)].map((m) => ({
    x: num(m[1]!, 'x'),
    y: num(m[1]!, 'y'),
    w: num(m[1]!, 'width'),
    h: num(m[1]!, 'height'),
  }));
/** Labels as boxes, as wide as labelWidth says, from 15 above the baseline to 4 below. */
const labels = (svg: string): (Box & { text: string })[] =>
  [...svg.matchAll(/<text class="lbl"([^>]*)>([^<]*)<\/text>/g)].map((m) => {
    const w = labelWidth(m[2]!),
      x = num(m[1]!, 'x');
    return { text: m[2]!, x: m[1]!.includes('middle') ? x - w / 2 : x, y: num(m[1]!, 'y') - 15, w, h: 19 };
  });
const apart = (a: Box, b: Box, margin: number) =>
  a.x + a.w + margin <= b.x || b.x + b.w + margin <= a.x || a.y + a.h + margin <= b.y || b.y + b.h + margin <= a.y;

describe('deal pictures', () => {
  it('draw the pinned deal as the engine deals it, each pile described card by card', () => {
    for (const def of variants) {
      const state = newDeal(asRules(def), PICTURED_DEAL);
      const svg = dealSvg(def, 'en');
      state.tableau.forEach((pile, i) =>
        expect(svg, `${def.id} ${i}`).toContain(pileWords(pile, `${def.tableau.fans ? 'Fan' : 'Pile'} ${i + 1}`, 'en')),
      );
      expect(svg.match(/class="face"/g)?.length ?? 0, def.id).toBe(
        state.tableau.flat().filter((c) => c.up).length +
          state.foundations.filter((f) => f.length).length +
          state.cells.filter((c) => c.length).length +
          (state.reserve.length ? 1 : 0),
      );
      state.cells.forEach((cell, i) => {
        if (cell.length) expect(svg, `${def.id} cell ${i}`).toContain(pileWords(cell, `Free cells ${i + 1}`, 'en'));
      });
    }
  });

  it('name the deal in the title and sit within a reading width, scaling down with the page', () => {
    const svg = dealSvg(athena, 'en');
    expect(svg).toContain('<title id="deal-title">Athena: deal 1 as dealt</title>');
    const width = Number(svg.match(/max-width:(\d+)px/)![1]);
    expect(width).toBeGreaterThanOrEqual(720);
    expect(width).toBeLessThanOrEqual(960);
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
  });

  it('show a legend only for what the picture has', () => {
    const legendOf = (def: VariantDefinition) =>
      [...dealSvg(def, 'en').matchAll(/<text class="lbl"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(legendOf(athena)).toContain('Card face down');
    expect(legendOf(shamrocks)).not.toContain('Card face down');
    expect(legendOf(shamrocks)).toContain('Empty place');
    // Every place filled and nothing face down: no legend at all.
    const full = {
      ...shamrocks,
      deal: { ...shamrocks.deal, acesToFoundations: true },
      tableau: { ...shamrocks.tableau, count: 16 },
    };
    expect(legendOf(full).filter((t) => t === 'Card face down' || t === 'Empty place')).toEqual([]);
  });

  it('keep every label clear of every card, in every language, deals and examples alike', () => {
    for (const locale of locales)
      for (const def of [...variants, minerva, ...canonPart3]) {
        const pictures = [
          dealSvg(def, locale),
          dealSvg(def, locale, { perRow: 3 }),
          ...examplesFor(def).map((e) => exampleSvg(e, def.tableau.fans, locale, 'e')),
        ];
        for (const svg of pictures) {
          const boxes = cards(svg);
          expect(boxes.every((b) => (b.w === CARD_W && b.h === CARD_H) || b.w === 14)).toBe(true);
          const names = labels(svg);
          for (const label of names) {
            for (const card of boxes) expect(apart(label, card, 2), `${def.id} ${locale} "${label.text}"`).toBe(true);
            for (const other of names)
              if (other !== label)
                expect(apart(label, other, 4), `${def.id} ${locale} "${label.text}" "${other.text}"`).toBe(true);
          }
        }
      }
  });

  it('draw faces with the rank and suit as text, red for hearts and diamonds', () => {
    const svg = dealSvg(athena, 'fr');
    expect(svg).toMatch(
      /<g class="red"><rect class="face"[^>]*\/><text class="rank"[^>]*>[0-9AVDR]+<\/text><text class="pip"[^>]*>[♥♦]<\/text>/,
    );
    expect(svg).toMatch(
      /<g class="black"><rect class="face"[^>]*\/><text class="rank"[^>]*>[0-9AVDR]+<\/text><text class="pip"[^>]*>[♠♣]<\/text>/,
    );
    expect(svg).not.toMatch(/<image|href=/);
  });

  it('lay a table of overlapping cards row under row, each card covering half of two above it, corners clear', () => {
    const faces = (svg: string) => cards(svg).filter((b) => b.y > CARD_H + 30 && b.w === CARD_W);
    const table = faces(dealSvg(pyramid, 'en'));
    expect(table).toHaveLength(28);
    const rows = [...new Set(table.map((b) => b.y))].sort((a, b) => a - b);
    expect(rows.map((y) => table.filter((b) => b.y === y).length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Each row lies low enough that the corner (rank and suit) of the row above stays in sight.
    for (let i = 1; i < rows.length; i++) expect(rows[i]! - rows[i - 1]!).toBeGreaterThanOrEqual(34);
    // Cards of one row sit side by side; a card of the next row lies half a card across, between two of them.
    const bottom = table.filter((b) => b.y === rows[6]).sort((a, b) => a.x - b.x);
    const above = table.filter((b) => b.y === rows[5]).sort((a, b) => a.x - b.x);
    expect(bottom[1]!.x - bottom[0]!.x).toBeGreaterThanOrEqual(CARD_W);
    expect(above[0]!.x).toBe((bottom[0]!.x + bottom[1]!.x) / 2);
    // TriPeaks: three peaks of backs over a face-up bottom row of ten.
    const peaks = dealSvg(triPeaks, 'en');
    expect(peaks.match(/class="back"/g)!.length).toBeGreaterThanOrEqual(18);
    expect(faces(peaks)).toHaveLength(28);
  });

  it('draw no waste where the stock has none, and name the single pile the game has', () => {
    expect(dealSvg(golf, 'en')).not.toContain('>Waste<');
    expect(dealSvg(golf, 'en')).toContain('>Foundation<');
    expect(dealSvg(pyramid, 'en')).toContain('>Waste<');
    expect(dealSvg(pyramid, 'en')).toContain('>Out of play<');
  });
});
