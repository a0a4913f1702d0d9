// End to end in tmux at 80×24: the games of overlapping and single-pile tables (Pyramid, TriPeaks, Golf, Black Hole,
// Aces Up) played by keys, each board read back from the screen and compared with the engine's position.
import { type Game, type GameState, type Move, currentState, legalMoves, play, startGame } from '@solitaire/engine';
import { findVariant } from '@solitaire/variants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asciiGlyphs, cardFace } from './glyphs.js';
import { TMUX, tmuxDriver } from './tmuxDriver.js';

const driver = tmuxDriver();
const { tmux, waitFor, keys, launchWith, quit } = driver;
const size = [80, 24] as const;

const begin = (variant: string, deal: number): Game => {
  const g = startGame(findVariant(variant)!, deal);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};
const advance = (game: Game, move: Move): Game => {
  const r = play(game, move);
  if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(move)}`);
  return r.value;
};
const face = (card: number) => cardFace(card, asciiGlyphs, 'en').trim();

/** The cards the board shows, as sorted tokens (a face, or ### for a card face down): the lines of cards only. */
const shownCards = (screen: string): string[] =>
  screen
    .split('\n')
    .filter((line) => line.trim() && /^[ [\](){}.#0-9AJQKCDHS]+$/.test(line))
    .flatMap((line) => line.match(/10[CDHS]|[2-9AJQK][CDHS]|###/g) ?? [])
    .sort();

/** The same for the engine's position: every tableau card, the stock's back, the waste's and foundations' tops. */
const expectedCards = (s: GameState): string[] =>
  [
    ...s.tableau.flat().map((c) => (c.up ? face(c.card) : '###')),
    ...(s.stock.length ? ['###'] : []),
    ...[s.waste, ...s.foundations].flatMap((p) => (p.length ? [face(p.at(-1)!.card)] : [])),
  ].sort();

/** The visible screen alone (no history): what an 80×24 terminal shows. */
const visible = () => tmux('capture-pane', '-p', '-t', 'e2e');

const open = async (variant: string, title: string, deal: number) => {
  launchWith({ size }, variant, '--deal', String(deal), '--lang', 'en', '--ascii');
  const screen = await waitFor((s) => s.includes(`${title} · deal ${deal}`), 'the first frame');
  const game = begin(variant, deal);
  expect(shownCards(screen)).toEqual(expectedCards(currentState(game)));
  return game;
};

describe.skipIf(!TMUX)(
  TMUX ? 'overlapping tables in tmux' : 'overlapping tables in tmux (skipped: tmux is not installed)',
  () => {
    beforeAll(() => {
      driver.start();
    });
    afterAll(() => driver.stop());

    it('removes a Pyramid pair by keys: Enter on a free card, arrows to its partner, Enter', async () => {
      let game = await open('pyramid', 'Pyramid', 1);
      // Deal 1's bottom row is 4C 2D 7S AC JC 9D AS: 4C and 9D total 13. The cursor starts on the top card; each
      // Down goes to the nearer card below on the left, so six lead to the bottom row's first card, 4C.
      const pair: Move = {
        kind: 'pair',
        first: { zone: 'tableau', index: 21 },
        second: { zone: 'tableau', index: 26 },
      };
      expect(legalMoves(game.rules, currentState(game))).toContainEqual(pair);
      for (let n = 0; n < 6; n++) keys('Down');
      await waitFor((s) => s.includes('[ 4C]'), 'the cursor on 4C');
      keys('Enter');
      await waitFor((s) => s.includes('Holding 4C'), 'the pick-up');
      keys('Right', 'Right', 'Right', 'Right', 'Right');
      await waitFor((s) => s.includes('[ 9D]'), 'the cursor on 9D');
      keys('Enter');
      const screen = await waitFor((s) => s.includes('1 move'), 'the pair removed');
      game = advance(game, pair);
      expect(shownCards(screen)).toEqual(expectedCards(currentState(game)));
      expect(await quit()).toBe(0);
    });

    it('discards an Aces Up card by keys: f on a card with a higher one of its suit on another pile', async () => {
      let game = await open('aces-up', 'Aces Up', 1);
      // Deal 1 deals 6S 5C 4H JS: the cursor's 6 of spades goes, the Jack of spades tops the fourth pile.
      const discard: Move = { kind: 'discard', from: { zone: 'tableau', index: 0 } };
      expect(legalMoves(game.rules, currentState(game))).toContainEqual(discard);
      expect(visible()).toContain('[ 6S]   5C    4H    JS');
      keys('f');
      const screen = await waitFor((s) => s.includes('1 move'), 'the discard');
      game = advance(game, discard);
      expect(shownCards(screen)).toEqual(expectedCards(currentState(game)));
      expect(currentState(game).foundations[0]!.map((c) => face(c.card))).toEqual(['6S']);
      expect(await quit()).toBe(0);
    });

    it('wins TriPeaks deal 1 at 80×24 by playing the hint, p, again and again', async () => {
      const screen = await driver.winByHints('tripeaks', 'TriPeaks', 1, 100, size);
      for (const line of screen.split('\n')) expect([...line].length).toBeLessThanOrEqual(80);
    });

    it('draws the five games within 80×24: every line fits, every pile shows', async () => {
      for (const [variant, title] of [
        ['golf', 'Golf'],
        ['black-hole', 'Black Hole'],
        ['aces-up', 'Aces Up'],
        ['pyramid', 'Pyramid'],
        ['tripeaks', 'TriPeaks'],
      ] as const) {
        const game = await open(variant, title, 7);
        const screen = visible();
        const lines = screen.replace(/\n$/, '').split('\n');
        expect(lines.length, variant).toBeLessThanOrEqual(24);
        for (const line of lines) expect([...line].length, `${variant}: ${line}`).toBeLessThanOrEqual(80);
        expect(shownCards(screen), variant).toEqual(expectedCards(currentState(game)));
        expect(screen, variant).toContain('? keys');
        expect(await quit()).toBe(0);
      }
    });
  },
);
