// End to end in tmux at 80×24: the games of overlapping and single-pile tables (Pyramid, TriPeaks, Golf, Black Hole,
// Aces Up) played by keys, each board read back from the screen and compared with the engine's position.
import { type Game, type GameState, type Move, currentState, legalMoves, play, startGame } from '@solitaire/engine';
import { findVariant } from '@solitaire/variants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asciiGlyphs, cardFace } from './glyphs.js';
import { TMUX, cellOf, tmuxDriver } from './tmuxDriver.js';

const driver = tmuxDriver();
const { waitFor, keys, launchWith, quit, click } = driver;
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

/** The same for the engine's position: every tableau card, the stock's top, the waste's and foundations' tops. */
const expectedCards = (s: GameState): string[] =>
  [
    ...s.tableau.flat().map((c) => (c.up ? face(c.card) : '###')),
    // The stock's back, or its next card where that card is shown (Pyramid's, free to pair).
    ...(s.stock.length ? [s.stock.at(-1)!.up ? face(s.stock.at(-1)!.card) : '###'] : []),
    ...[s.waste, ...s.foundations].flatMap((p) => (p.length ? [face(p.at(-1)!.card)] : [])),
  ].sort();

/**
 * Launches a deal at 80×24 and waits for the board to show the engine's deal: the first frame, painted before the
 * game has loaded, is cleared once for the game's own, so a screen read too early may be blank.
 */
const open = async (variant: string, title: string, deal: number) => {
  launchWith({ size }, variant, '--deal', String(deal), '--lang', 'en', '--ascii');
  const game = begin(variant, deal);
  const want = expectedCards(currentState(game)).join(' ');
  const screen = await waitFor(
    (s) => s.includes(`${title} · deal ${deal}`) && shownCards(s).join(' ') === want,
    `the board of ${variant} deal ${deal}`,
  );
  return { game, screen };
};

describe.skipIf(!TMUX)(
  TMUX ? 'overlapping tables in tmux' : 'overlapping tables in tmux (skipped: tmux is not installed)',
  () => {
    beforeAll(() => {
      driver.start();
    });
    afterAll(() => driver.stop());

    it('removes a Pyramid pair by keys (Enter, arrows, Enter), then another by two clicks', async () => {
      let { game } = await open('pyramid', 'Pyramid', 1);
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
      let screen = await waitFor((s) => s.includes('1 move'), 'the pair removed');
      game = advance(game, pair);
      expect(shownCards(screen)).toEqual(expectedCards(currentState(game)));

      // 2D and JC, the bottom row's next pair, by a click on each.
      const clicked: Move = {
        kind: 'pair',
        first: { zone: 'tableau', index: 22 },
        second: { zone: 'tableau', index: 25 },
      };
      expect(legalMoves(game.rules, currentState(game))).toContainEqual(clicked);
      click(...cellOf(screen, ' 2D '));
      await waitFor((s) => s.includes('Holding 2D'), 'the first click');
      click(...cellOf(screen, ' JC '));
      screen = await waitFor((s) => s.includes('2 moves'), 'the second pair removed');
      game = advance(game, clicked);
      expect(shownCards(screen)).toEqual(expectedCards(currentState(game)));
      expect(await quit()).toBe(0);
    });

    it('discards an Aces Up card by keys: f on a card with a higher one of its suit on another pile', async () => {
      const opened = await open('aces-up', 'Aces Up', 1);
      let game = opened.game;
      // Deal 1 deals 6S 5C 4H JS: the cursor's 6 of spades goes, the Jack of spades tops the fourth pile.
      const discard: Move = { kind: 'discard', from: { zone: 'tableau', index: 0 } };
      expect(legalMoves(game.rules, currentState(game))).toContainEqual(discard);
      expect(opened.screen).toContain('[ 6S]   5C    4H    JS');
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

    it('wins Golf deal 2 at 80×24 by playing the hint (the solver proves the win in about 9,000 positions)', async () => {
      const screen = await driver.winByHints('golf', 'Golf', 2, 100, size);
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
        // The whole capture, history included: nothing may have scrolled off the 24 lines.
        const { screen } = await open(variant, title, 7);
        const lines = screen.replace(/\n$/, '').split('\n');
        expect(lines.length, variant).toBeLessThanOrEqual(24);
        for (const line of lines) expect([...line].length, `${variant}: ${line}`).toBeLessThanOrEqual(80);
        expect(screen, variant).toContain('? keys');
        expect(await quit()).toBe(0);
      }
    });
  },
);
