import {
  acesUp,
  athena,
  blackHole,
  golf,
  pyramid,
  triPeaks,
  athenaAisleriot,
  bakersDozen,
  bureau,
  fortyThieves,
  limited,
  portugueseSolitaire,
  fan,
  klondike,
  laBelleLucie,
  minerva,
  scorpion,
  shamrocks,
  simpleSimon,
  spider,
  spiderette,
  trefoil,
  variants,
} from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { differences } from './compare.js';
import { locales } from './locales.js';
import { formatMessage } from './format.js';

const aspects = (a: Parameters<typeof differences>[0], b: Parameters<typeof differences>[1]) =>
  differences(a, b).map((d) => d.aspect);

describe('differences', () => {
  it('finds nothing between a game and itself', () => {
    for (const def of variants) expect(differences(def, def), def.id).toEqual([]);
  });

  it('lists exactly the primitives that differ, in page order', () => {
    expect(aspects(athena, klondike)).toEqual(['deal', 'draw']);
    expect(aspects(athenaAisleriot, athena)).toEqual(['draw', 'redeal', 'scoring']);
    expect(aspects(minerva, athena)).toEqual(['reserve', 'playBack', 'draw', 'redeal']);
    expect(aspects(bureau, athena)).toEqual(['decks', 'piles', 'foundationBuild', 'whenEmpty', 'draw', 'redeal']);
    expect(aspects(shamrocks, fan)).toEqual(['kingsToBottom', 'tableauBuild', 'capacity', 'whenEmpty']);
    expect(aspects(laBelleLucie, fan)).toEqual(['whenEmpty', 'redeal']);
    expect(aspects(trefoil, laBelleLucie)).toEqual(['piles', 'aces']);
    // The families planned for the games waiting to be registered: each cousin differs from its head in a few ways.
    expect(aspects(limited, fortyThieves)).toEqual(['piles', 'deal']);
    expect(aspects(portugueseSolitaire, bakersDozen)).toEqual(['kingsToBottom', 'whenEmpty']);
    // The Spider family: suit counts, pile sizes, runs of one suit, complete runs, a stock dealt onto the piles.
    expect(aspects(spiderette, spider)).toEqual(['decks', 'piles', 'deal', 'scoring']);
    expect(aspects({ ...spider, suits: 1 }, spider)).toEqual(['suits']);
    expect(aspects(simpleSimon, spider)).toEqual(['decks', 'deal', 'stockTarget', 'scoring']);
    expect(aspects(scorpion, spiderette)).toEqual(['deal', 'tableauBuild', 'oneSuitRuns', 'whenEmpty']);
    expect(aspects(spider, klondike)).toEqual([
      'decks',
      'piles',
      'deal',
      'playBack',
      'completeRuns',
      'tableauBuild',
      'oneSuitRuns',
      'whenEmpty',
      'stockTarget',
      'redeal',
      'scoring',
    ]);
  });

  it('gives both values, this game’s and the other’s', () => {
    const [draw] = differences(athena, klondike).filter((d) => d.aspect === 'draw');
    expect(draw!.args).toEqual({ draw: 3, otherDraw: 1 });
    const [redeal] = differences(athenaAisleriot, athena).filter((d) => d.aspect === 'redeal');
    expect(redeal!.args).toMatchObject({
      redealKind: 'turnWaste',
      redealLimit: 2,
      redealUnlimited: false,
      otherRedealUnlimited: true,
    });
    const [build] = differences(shamrocks, fan).filter((d) => d.aspect === 'tableauBuild');
    expect(build!.args).toMatchObject({ build: 'upOrDown_any', otherBuild: 'down_sameSuit', fans: true });
  });

  it('sees a single changed value of any primitive', () => {
    expect(
      aspects({ ...athena, tableau: { ...athena.tableau, build: { ...athena.tableau.build, wrap: true } } }, athena),
    ).toEqual(['tableauBuild']);
    expect(aspects({ ...athena, tableau: { ...athena.tableau, capacity: 5 } }, athena)).toEqual(['capacity']);
    expect(aspects({ ...athena, foundations: { ...athena.foundations, baseFixed: true } }, athena)).toEqual(['aces']);
  });

  it('tells apart the games of one foundation, discards and overlapping tables by what sets them apart', () => {
    expect(aspects(blackHole, golf)).toEqual(['piles', 'deal', 'startCard', 'foundationWrap', 'stockTarget', 'goal']);
    // A table's shape stands for its piles and their deal.
    expect(aspects(triPeaks, golf)).toEqual(['table', 'foundationWrap', 'scoring']);
    expect(aspects(pyramid, triPeaks)).toEqual(['table', 'foundationBuild', 'stockTarget', 'redeal', 'scoring']);
    expect(aspects(acesUp, golf)).toEqual(['piles', 'deal', 'foundationBuild', 'whenEmpty', 'stockTarget', 'goal']);
    expect(aspects(acesUp, { ...acesUp, discard: { by: 'rankSum', total: 13 } })).toEqual(['foundationBuild']);
    const [start] = differences(blackHole, golf).filter((d) => d.aspect === 'startCard');
    expect(start!.args).toEqual({ start: 'card', rank: 'ace', suit: 'spades' });
  });

  it('says each of those differences in a sentence of its own in every language', () => {
    const games = [golf, blackHole, acesUp, pyramid, triPeaks, klondike];
    for (const a of games)
      for (const b of games)
        for (const d of differences(a, b))
          for (const locale of locales) {
            const text = formatMessage(locale, `related.diff.${d.aspect}`, {
              ...d.args,
              other: 'X',
              otherVowel: false,
            });
            expect(text, `${a.id} ${b.id} ${d.aspect} ${locale}`).toMatch(/^\p{Lu}.*X.*\.$/u);
            expect(text, `${a.id} ${b.id} ${d.aspect} ${locale}`).not.toMatch(/own way|another way|\bone rows\b/);
          }
  });
});
