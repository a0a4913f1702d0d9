// @vitest-environment node
// End-to-end: the games of overlapping and single-pile tables (Pyramid, TriPeaks, Golf, Black Hole, Aces Up) in
// Debian's chromium: pairs removed by clicks and by keys, discards, whole games won by hints, and the layouts at a
// phone's and a desktop's size. Every step is checked against the engine.
import { join } from 'node:path';
import { type Game, type Move, type PileRef, currentState, legalMoves, pileAt, rankOf } from '@solitaire/engine';
import { solve } from '@solitaire/solver';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  doubleClickCard,
  expectedTable,
  focused,
  grabPoint,
  openWatchedBrowser,
  pilePoint,
  waitForTable,
} from './browser.js';
import { advance, begin, followHintsToWin, ready } from './playAlong.js';
import { artifacts, servedSite } from './site.js';

const site = servedSite();

type Pair = Extract<Move, { kind: 'pair' }>;
type Discard = Extract<Move, { kind: 'discard' }>;
const firstRemoval = (game: Game) => legalMoves(game.rules, currentState(game)).find((m) => m.kind !== 'draw');
const isTableau = (r: PileRef) => r.zone === 'tableau';
/** The first deal from 1 whose first legal removal passes `test`. */
const dealWhere = <M extends Move>(variant: string, test: (m: Move | undefined) => m is M): [number, M] => {
  for (let deal = 1; deal < 500; deal++) {
    const m = firstRemoval(begin(variant, deal));
    if (test(m)) return [deal, m];
  }
  throw new Error(`no deal of ${variant} starts so`);
};
const cardOn = (game: Game, r: PileRef) => pileAt(currentState(game), r)!.at(-1)!.card;

/** Opens a deal; `leaving` a game in progress, the page asks first, and is told to leave it. */
const open = async (page: Page, variant: string, deal: number, leaving = false) => {
  await page.goto(`${site.url}#/${variant}?deal=${deal}`);
  if (leaving) await page.locator('dialog[data-confirm][open] [data-action="leave"]').click();
  await ready(page);
  const game = begin(variant, deal);
  expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
  return game;
};
const clickCard = async (page: Page, card: number) => {
  const at = await grabPoint(page, card);
  await page.mouse.click(at.x, at.y);
};
/** The page's table once it shows `game` (the engine's position after the move just made), then `game`. */
const shown = async (page: Page, game: Game) => {
  expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
  return game;
};
const spoken = (page: Page) => page.locator('[data-live]').textContent();
/** Plays `pair` by two clicks, `first`'s card then `second`'s (the first held in between), and the table after it. */
const pairByClicks = async (page: Page, game: Game, pair: Pair, first: PileRef, second: PileRef) => {
  await clickCard(page, cardOn(game, first));
  await expect.poll(() => page.locator('.card.held').count()).toBe(1);
  await clickCard(page, cardOn(game, second));
  return shown(page, advance(game, pair));
};

/** Moves the keyboard focus onto a pile with the arrow keys, steering by where things are on screen. */
const arrowTo = async (page: Page, to: PileRef) => {
  const target = (await pilePoint(page, to))!;
  for (let n = 0; n < 40; n++) {
    const now = await focused(page);
    if (now.zone === to.zone && now.index === to.index) return;
    const here = await page.evaluate(() => {
      const r = document.activeElement!.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    const dx = target.x - here.x,
      dy = target.y - here.y;
    const key = Math.abs(dy) > Math.abs(dx) ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : dx > 0 ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(key);
  }
  throw new Error(`the focus never reached ${to.zone} ${to.index}`);
};

describe('overlapping tables in chromium', () => {
  it('removes a Pyramid pair by two clicks, another by keys alone, and a King by one click', async () => {
    const { page, close, errors } = await openWatchedBrowser();
    try {
      // Two clicks: the first deal whose first removal is a pair of two pyramid cards.
      const [deal, pair] = dealWhere(
        'pyramid',
        (m): m is Pair => m?.kind === 'pair' && isTableau(m.first) && isTableau(m.second),
      );
      let game = await open(page, 'pyramid', deal);
      game = await pairByClicks(page, game, pair, pair.first, pair.second);
      expect(currentState(game).foundations[0]).toHaveLength(2);

      // Keys: the table focused with Tab, the first card picked up with Enter, its partner taken with Space.
      const byKeys = legalMoves(game.rules, currentState(game)).find(
        (m): m is Pair => m.kind === 'pair' && isTableau(m.first) && isTableau(m.second),
      )!;
      expect(byKeys, `deal ${deal} has a second pair of pyramid cards`).toBeDefined();
      for (let n = 0; n < 30 && !(await page.evaluate(() => !!document.activeElement?.closest('.table'))); n++)
        await page.keyboard.press('Tab');
      await arrowTo(page, byKeys.first);
      await page.keyboard.press('Enter');
      await expect.poll(() => spoken(page)).toMatch(/picked up/);
      await arrowTo(page, byKeys.second);
      await page.keyboard.press('Space');
      game = await shown(page, advance(game, byKeys));
      expect(currentState(game).foundations[0]).toHaveLength(4);

      // One click: the first deal with a free King in the pyramid, which leaves alone.
      const [kingDeal, king] = dealWhere('pyramid', (m): m is Discard => m?.kind === 'discard' && isTableau(m.from));
      game = await open(page, 'pyramid', kingDeal, true);
      expect(rankOf(cardOn(game, king.from))).toBe(13);
      await clickCard(page, cardOn(game, king.from));
      game = await shown(page, advance(game, king));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it("pairs a Pyramid card with the stock's face-up top card by two clicks", async () => {
    const { page, close, errors } = await openWatchedBrowser();
    try {
      const withStock = (m: Move | undefined): m is Pair =>
        m?.kind === 'pair' && (m.first.zone === 'stock' || m.second.zone === 'stock');
      // The first deal from 1 that opens with a pair using the stock's top card (deal 1 does today).
      let deal = 0,
        pair: Pair | undefined;
      while (!pair && ++deal < 500) {
        const start = begin('pyramid', deal);
        pair = legalMoves(start.rules, currentState(start)).find(withStock);
      }
      expect(pair, 'a deal from 1 to 500 opens with a pair using the stock').toBeDefined();
      const [pyramidCard, stockCard] =
        pair!.first.zone === 'stock' ? [pair!.second, pair!.first] : [pair!.first, pair!.second];
      // The pyramid card is held first; a click on the stock then pairs with its top card instead of drawing.
      const game = await pairByClicks(page, await open(page, 'pyramid', deal), pair!, pyramidCard, stockCard);
      expect(currentState(game).foundations[0]).toHaveLength(2);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it('discards an Aces Up card by a click on it then on the discard pile, another by a double click', async () => {
    const { page, close, errors } = await openWatchedBrowser();
    try {
      const [deal, discard] = dealWhere('aces-up', (m): m is Discard => m?.kind === 'discard');
      let game = await open(page, 'aces-up', deal);
      await clickCard(page, cardOn(game, discard.from));
      await expect.poll(() => page.locator('.card.held').count()).toBe(1);
      const pile = await pilePoint(page, { zone: 'foundation', index: 0 });
      await page.mouse.click(pile.x, pile.y);
      game = await shown(page, advance(game, discard));
      expect(currentState(game).foundations[0]).toHaveLength(1);

      // The stock deals a card onto each pile until another discard shows, then a double click discards it.
      for (let n = 0; n < 12 && firstRemoval(game)?.kind !== 'discard'; n++) {
        await page.keyboard.press('d');
        game = await shown(page, advance(game, { kind: 'draw' }));
      }
      const next = firstRemoval(game) as Discard;
      expect(next.kind).toBe('discard');
      await doubleClickCard(page, cardOn(game, next.from));
      game = await shown(page, advance(game, next));
      expect(currentState(game).foundations[0]).toHaveLength(2);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it('follows the hints to a win on TriPeaks deal 1, never coming back to a position', async () => {
    await followHintsToWin(site.url, 'tripeaks', 1, 30);
  }, 120_000);

  it('follows the hints to a win on the first Golf deal the solver wins quickly', async () => {
    // The solver proves deal 1 lost; with 2.16.0 it wins deal 2 in about 9,000 positions (its search order, not the
    // deal, sets that count: 2.15.0 took 723), well within the hint's budget.
    const deal = [1, 2, 3, 4, 5, 6].find((d) => {
      const g = begin('golf', d);
      return solve(g.rules, currentState(g), { maxNodes: 20_000 }).outcome === 'won';
    });
    expect(deal).toBeDefined();
    await followHintsToWin(site.url, 'golf', deal!, 30);
  }, 120_000);

  it('lays the five games out at 390×844 and 1280×800: no sideways scroll, no control over a card', async () => {
    for (const [w, h] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      const { page, close, errors } = await openWatchedBrowser(w, h);
      try {
        for (const variant of ['golf', 'black-hole', 'aces-up', 'pyramid', 'tripeaks']) {
          await page.goto(`${site.url}#/${variant}?deal=7`);
          await page.reload();
          await ready(page);
          const found = await page.evaluate(() => {
            const meets = (a: DOMRect, b: DOMRect) =>
              a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
            const cards = [...document.querySelectorAll<HTMLElement>('[data-card]')].map((e) => ({
              card: e.dataset.card!,
              r: e.getBoundingClientRect(),
            }));
            const controls = [
              ...document.querySelectorAll<HTMLElement>(
                '.bar .title, .bar select, .tools > button, .tools-more > button, .status, .messages > *',
              ),
            ]
              .map((e) => ({ name: e.dataset.action ?? e.className, r: e.getBoundingClientRect() }))
              .filter(({ r }) => r.width > 0 && r.height > 0);
            const width = document.documentElement.clientWidth;
            return {
              scrolls: document.documentElement.scrollWidth > window.innerWidth,
              cards: cards.length,
              outside: cards.filter(({ r }) => r.left < -0.5 || r.right > width + 0.5).map((c) => c.card),
              covered: controls.flatMap((c) =>
                cards.filter((k) => meets(c.r, k.r)).map((k) => `${c.name} over card ${k.card}`),
              ),
            };
          });
          expect(found, `${variant} at ${w}x${h}`).toEqual({ scrolls: false, cards: 52, outside: [], covered: [] });
          await page.screenshot({ path: join(artifacts, `${variant}-${w}x${h}.png`) });
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  }, 90_000);
});
