// @vitest-environment node
// End-to-end: build the site, serve it from a sub-folder, and play it in Debian's chromium with a real mouse and
// keyboard. Moves are chosen by asking the engine what is legal, and every step is checked against the engine.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Game,
  type Move,
  type PileRef,
  colourOf,
  currentState,
  foundationMoveFor,
  legalMoves,
  pileAt,
  play,
  rankOf,
  recordedMoves,
} from '@solitaire/engine';
import { renderRules } from '@solitaire/game-text/rules';
import { findVariant } from '@solitaire/variants';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canonical,
  clickAction,
  clickMove,
  dragCard,
  expectedTable,
  focused,
  grabPoint,
  openBrowser,
  openWatchedBrowser,
  pilePoint,
  readTable,
  touchDrag,
  waitForTable,
} from './browser.js';
import { advance, begin, followHintsToWin, ready } from './playAlong.js';
import { appDir, buildSite } from './site.js';
import type { StaticServer } from './staticServer.mjs';
import { nearlyWonSave, savedAlongWin } from '../src/testPositions.js';

const artifacts = join(appDir, 'artifacts');
let site: Awaited<ReturnType<typeof buildSite>>;
let server: StaticServer;

beforeAll(async () => {
  site = await buildSite();
  server = site.server;
  mkdirSync(artifacts, { recursive: true });
}, 180_000);
afterAll(async () => {
  await site?.close();
});

type CardMove = Extract<Move, { kind: 'move' }>;
const movingCard = (game: Game, m: CardMove) => {
  const pile = pileAt(currentState(game), m.from)!;
  return pile[pile.length - m.count]!.card;
};
// The rules panel fills in once its text, a file of its own, has arrived.
const rulesShown = (page: Page) => page.waitForSelector('.rules[aria-busy="false"]', { state: 'attached' });

describe('the built web game in chromium', () => {
  it('plays a known deal with mouse drags and clicks, each move checked against the engine', async () => {
    const { page, close } = await openBrowser();
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server.url.replace(/\/games\/solitaire\/$/, '')) && !r.url().startsWith('data:'))
        external.push(r.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${server.url}#/athena?deal=123`);
      await ready(page);
      let game = begin('athena', 123);
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      let drags = 0,
        clicks = 0,
        draws = 0;
      for (let step = 0; step < 14; step++) {
        const legal = legalMoves(game.rules, currentState(game));
        const cardMove = legal.find((m): m is CardMove => m.kind === 'move' && m.from.zone !== 'foundation');
        if (cardMove) {
          const card = movingCard(game, cardMove);
          if (step % 2 === 0) {
            await dragCard(page, card, cardMove.to);
            drags++;
          } else {
            await clickMove(page, card, cardMove.to);
            clicks++;
          }
          game = advance(game, cardMove);
        } else {
          const stock = legal.find((m) => m.kind === 'draw' || m.kind === 'redeal')!;
          const point = await page.locator('[data-slot="stock-0"]').boundingBox();
          await page.mouse.click(point!.x + point!.width / 2, point!.y + point!.height / 2);
          await page.waitForTimeout(400);
          game = advance(game, stock);
          draws++;
        }
        expect(await waitForTable(page, game), `step ${step}`).toEqual(expectedTable(currentState(game)));
      }
      expect(drags).toBeGreaterThan(0);
      expect(clicks).toBeGreaterThan(0);
      expect(draws).toBeGreaterThan(0);
      expect(await page.locator('[data-status="deal"]').textContent()).toBe('Deal 123');

      // An illegal drop goes back and says why, in words.
      const s = currentState(game);
      const illegal = s.tableau
        .flatMap((p, i) => (p.length ? [{ i, card: p.at(-1)!.card }] : []))
        .map(({ i, card }) => ({
          i,
          card,
          to: s.tableau.findIndex(
            (q, j) =>
              j !== i &&
              q.length > 0 &&
              legalMoves(game.rules, s).every(
                (m) =>
                  !(
                    m.kind === 'move' &&
                    m.from.index === i &&
                    m.to.index === j &&
                    m.from.zone === 'tableau' &&
                    m.to.zone === 'tableau'
                  ),
              ),
          ),
        }))
        .find((x) => x.to >= 0)!;
      await dragCard(page, illegal.card, { zone: 'tableau', index: illegal.to });
      await expect.poll(() => page.locator('[data-toast]').textContent()).toMatch(/\w{4,}/);
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));

      // Reload: the same game comes back.
      await page.reload();
      await ready(page);
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      expect(page.url()).toContain('#/athena?deal=123');
      expect(external).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);

  it('sends a card to its foundation on a double click', async () => {
    // Ask the engine for a deal with an Ace on top of a tableau pile.
    let deal = 1,
      from: PileRef | null = null;
    for (; deal < 500 && !from; deal++) {
      const g = begin('athena', deal);
      const i = currentState(g).tableau.findIndex(
        (_, k) => foundationMoveFor(g.rules, currentState(g), { zone: 'tableau', index: k }) !== null,
      );
      if (i >= 0) from = { zone: 'tableau', index: i };
    }
    deal--;
    const { page, close } = await openBrowser();
    try {
      await page.goto(`${server.url}#/athena?deal=${deal}`);
      await ready(page);
      let game = begin('athena', deal);
      const move = foundationMoveFor(game.rules, currentState(game), from!)!;
      const card = movingCard(game, move as CardMove);
      await page.locator(`[data-card="${card}"]`).dblclick();
      game = advance(game, move);
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      expect((await readTable(page))['foundation-0']?.[0]?.card).toBe(card);
    } finally {
      await close();
    }
  }, 60_000);

  it('never drops a click on the stock while the cards drawn are still moving', async () => {
    const { page, close, errors } = await openWatchedBrowser();
    try {
      await page.goto(`${server.url}#/klondike?deal=11&draw=1`);
      await ready(page);
      const stockCards = () => page.locator('[data-pile="stock-0"]').count();
      const before = await stockCards();
      const stock = (await page.locator('[data-slot="stock-0"]').boundingBox())!;
      for (let i = 0; i < 6; i++) {
        await page.mouse.click(stock.x + stock.width / 2, stock.y + stock.height / 2);
        await page.waitForTimeout(40);
      }
      let game = begin('klondike', 11, { draw: 1 });
      for (let i = 0; i < 6; i++) game = advance(game, { kind: 'draw' });
      await waitForTable(page, game);
      expect(before - (await stockCards())).toBe(6);
      expect(canonical(await readTable(page))).toBe(canonical(expectedTable(currentState(game))));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it('plays by touch on a phone: taps to draw, tap a card then its target, double-tap to a foundation', async () => {
    let deal = 1;
    const acePile = (g: Game) =>
      currentState(g).tableau.findIndex(
        (_, k) => foundationMoveFor(g.rules, currentState(g), { zone: 'tableau', index: k }) !== null,
      );
    const tableauMove = (g: Game) =>
      legalMoves(g.rules, currentState(g)).find(
        (m): m is CardMove => m.kind === 'move' && m.from.zone === 'tableau' && m.to.zone === 'tableau',
      );
    while (deal < 1000 && !(acePile(begin('athena', deal)) >= 0 && tableauMove(begin('athena', deal)))) deal++;
    const { context, page, close } = await openBrowser(360, 640, true);
    try {
      await page.goto(`${server.url}#/athena?deal=${deal}`);
      await ready(page);
      let game = begin('athena', deal);
      const ace = acePile(game);
      const toFoundation = foundationMoveFor(game.rules, currentState(game), {
        zone: 'tableau',
        index: ace,
      })! as CardMove;
      const acePoint = await grabPoint(page, movingCard(game, toFoundation));
      await page.touchscreen.tap(acePoint.x, acePoint.y);
      await page.waitForTimeout(80);
      await page.touchscreen.tap(acePoint.x, acePoint.y);
      game = advance(game, toFoundation);
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));

      const m = tableauMove(game)!;
      const from = await grabPoint(page, movingCard(game, m));
      await page.touchscreen.tap(from.x, from.y);
      await page.waitForTimeout(400);
      const to = await pilePoint(page, m.to);
      await page.touchscreen.tap(to.x, to.y);
      game = advance(game, m);
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));

      const stock = (await page.locator('[data-slot="stock-0"]').boundingBox())!;
      await page.touchscreen.tap(stock.x + stock.width / 2, stock.y + stock.height / 2);
      game = advance(game, { kind: 'draw' });
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));

      // A finger drag, until one card move has been made that way (drawing while none is legal).
      for (let n = 0; n < 30; n++) {
        const legal = legalMoves(game.rules, currentState(game));
        const card = legal.find((x): x is CardMove => x.kind === 'move' && x.from.zone !== 'foundation');
        if (card) {
          await touchDrag(context, page, movingCard(game, card), card.to);
          game = advance(game, card);
          expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
          break;
        }
        await page.keyboard.press('d');
        game = advance(
          game,
          legal.find((x) => x.kind === 'draw' || x.kind === 'redeal')!,
        );
        expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      }
      expect(recordedMoves(game).filter((x) => !x.auto && x.kind === 'move')).toHaveLength(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await close();
    }
  }, 60_000);

  it('plays with the keyboard alone', async () => {
    let deal = 1,
      move: CardMove | undefined;
    for (; deal < 500 && !move; deal++) {
      const g = begin('athena', deal);
      move = legalMoves(g.rules, currentState(g)).find(
        (m): m is CardMove => m.kind === 'move' && m.from.zone === 'tableau' && m.to.zone === 'tableau',
      );
    }
    deal--;
    const { page, close } = await openBrowser();
    try {
      await page.goto(`${server.url}#/athena?deal=${deal}`);
      await ready(page);
      let game = begin('athena', deal);
      for (let n = 0; n < 30 && !(await page.evaluate(() => !!document.activeElement?.closest('.table'))); n++)
        await page.keyboard.press('Tab');
      for (let n = 0; n < 5 && (await focused(page)).zone !== 'tableau'; n++) await page.keyboard.press('ArrowDown');
      const goTo = async (index: number) => {
        for (let n = 0; n < 20 && (await focused(page)).index !== index; n++)
          await page.keyboard.press((await focused(page)).index < index ? 'ArrowRight' : 'ArrowLeft');
      };
      await goTo(move!.from.index);
      for (let n = 1; n < move!.count; n++) await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('[data-live]').textContent()).toMatch(/picked up/);
      await goTo(move!.to.index);
      await page.keyboard.press('Space');
      game = advance(game, move!);
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      await expect.poll(() => page.locator('[data-live]').textContent()).toMatch(/onto|to/);

      await page.keyboard.press('u');
      const undone = { ...game, cursor: 0 };
      expect(await waitForTable(page, undone)).toEqual(expectedTable(currentState(undone)));
      await page.keyboard.press('r');
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      await page.keyboard.press('Control+z');
      expect(await waitForTable(page, undone)).toEqual(expectedTable(currentState(undone)));
      await page.keyboard.press('Control+Shift+Z');
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      await page.keyboard.press('d');
      game = advance(game, { kind: 'draw' });
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));

      // Leaving the game in progress asks first (a native dialog); Escape keeps playing.
      await page.keyboard.press('n');
      await page.waitForSelector('dialog[data-confirm][open]');
      await page.keyboard.press('Escape');
      await page.waitForSelector('dialog[data-confirm]', { state: 'detached' });
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
    } finally {
      await close();
    }
  }, 60_000);

  it('opens the same deal from a shared link, and survives bad links', async () => {
    const { page, close } = await openBrowser();
    try {
      await page.goto(`${server.url}#/klondike?deal=321&draw=3`);
      await ready(page);
      const game = begin('klondike', 321, { draw: 3 });
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      await page.goto(`${server.url}?variant=shamrocks&deal=44`);
      await ready(page);
      expect(await waitForTable(page, begin('shamrocks', 44))).toEqual(
        expectedTable(currentState(begin('shamrocks', 44))),
      );

      // With reduced motion asked for, nothing glides, flips or bounces.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${server.url}#/athena?deal=12`);
      await page.reload();
      await ready(page);
      const stock = (await page.locator('[data-slot="stock-0"]').boundingBox())!;
      await page.mouse.click(stock.x + stock.width / 2, stock.y + stock.height / 2);
      await page.waitForSelector('[data-pile="waste-0"]', { state: 'attached' });
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
      await page.emulateMedia({ reducedMotion: null });

      await page.goto(`${server.url}#/no-such-game?deal=oops`);
      await page.waitForSelector('.notice');
      expect(await page.locator('.notice').first().textContent()).toContain('no-such-game');
      expect(await page.locator('[data-card]').count()).toBe(52);

      // A stray % never blanks the page, at load or while playing.
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      for (const hash of ['#/athena%', '#/%E0%A4%A']) {
        await page.goto('about:blank');
        await page.goto(`${server.url}${hash}`);
        await page.waitForSelector('.notice');
        expect(await page.locator('.notice').count()).toBe(1);
        expect(await page.locator('[data-card]').count()).toBe(52);
      }
      await page.evaluate(() => {
        location.hash = '#/klondike%';
      });
      await page.waitForFunction(() => document.querySelector('.notice')?.textContent?.includes('klondike%'));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it('shows its own "could not start" notice when starting fails, never a blank page', async () => {
    const { page, close } = await openBrowser();
    try {
      // The browser's language list throws: the game cannot pick its words, and must say it could not start.
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'languages', {
          get: () => {
            throw new Error('no languages here');
          },
        });
      });
      await page.goto(`${server.url}#/athena?deal=3`);
      await page.waitForSelector('[role="alert"]');
      expect(await page.locator('[role="alert"]').textContent()).toContain('The game could not start.');
      expect(await page.locator('[role="alert"] button').textContent()).toBe('Forget saved games and reload');
    } finally {
      await close();
    }
  }, 60_000);

  it('makes one notice, no wider than the page, of a link 3,000 characters long with 2,000 parameters', async () => {
    const { page, close, errors } = await openWatchedBrowser();
    try {
      await page.goto(
        `${server.url}#/athena?draw=${'x'.repeat(3000)}&${Array.from({ length: 2000 }, (_, i) => `p${i}=${i}`).join('&')}`,
      );
      await page.waitForFunction(() => document.querySelector('.notice')?.textContent?.includes('2,000 more'));
      expect(await page.locator('.notice').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const box = (await page.locator('.notice button').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it('switches the language of the chrome and of the rules', async () => {
    const { page, close } = await openBrowser();
    try {
      await page.goto(`${server.url}#/athena?deal=5`);
      await ready(page);
      expect(await page.locator('[data-action="new"]').textContent()).toBe('New game');
      await page.selectOption('select[name="language"]', 'fr');
      expect(await page.locator('[data-action="new"]').textContent()).toBe('Nouvelle partie');
      await page.locator('[data-action="rules"]').click();
      await rulesShown(page);
      const fr = renderRules(begin('athena', 5).rules, 'fr');
      expect(await page.locator('.dialog h2').textContent()).toBe(fr.title);
      expect(await page.locator('.rules').textContent()).toContain(fr.sections[0]!.paragraphs[0]!.text);
      await page.keyboard.press('Escape');
      await page.selectOption('select[name="language"]', 'es');
      await page.locator('[data-action="rules"]').click();
      await rulesShown(page);
      const es = renderRules(begin('athena', 5).rules, 'es');
      expect(await page.locator('.dialog h2').textContent()).toBe(es.title);
      expect(await page.locator('.rules').textContent()).toContain(es.sections[0]!.paragraphs[0]!.text);
      expect(es.title).not.toBe(fr.title);
      await page.keyboard.press('Escape');
      await page.reload();
      await ready(page);
      expect(await page.locator('[data-action="new"]').textContent()).toBe('Nueva partida');
    } finally {
      await close();
    }
  }, 60_000);

  it('finishes a game automatically and celebrates the win, the cards leaving nothing behind the win box', async () => {
    const { text } = nearlyWonSave(findVariant('athena')!, 2);
    // A short window too: there the cards, slanted about the table's corner, used to come to rest in view.
    for (const [width, height] of [
      [1280, 800],
      [1280, 400],
    ] as const) {
      const { page, close } = await openBrowser(width, height);
      try {
        // Storage is seeded from a blank page of the same origin: a running game would save itself over it on leaving.
        await page.goto(`${server.url}blank`);
        await page.evaluate((t) => localStorage.setItem('solitaire:game:athena', t), text);
        await page.goto(`${server.url}#/athena?deal=2`);
        await ready(page);
        await page.locator('[data-action="finish"]:not([disabled])').click();
        await page.waitForSelector('.win');
        expect(await page.locator('.win').textContent()).toContain('You won');
        expect(await page.locator('[data-win-stats]').textContent()).toBe('1 won of 1 played · streak 1');
        expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.action)).toBe('again');
        // The cards cascade off the table: every one of them, each drawn on its way.
        const cascading = await page.evaluate(
          () => document.getAnimations().filter((a) => (a as CSSAnimation).animationName === 'cascade').length,
        );
        expect(cascading).toBe(52);
        const foundations = await readTable(page);
        expect(Object.keys(foundations).every((k) => k.startsWith('foundation-'))).toBe(true);
        if (width === 1280 && height === 800) {
          await page.waitForTimeout(500);
          await page.screenshot({ path: join(artifacts, 'won-1280x800.png') });
        }
        // At the end of the cascade (played to its end at once), no card is left in view, slanted or half drawn.
        const leftInView = await page.evaluate(() => {
          for (const a of document.getAnimations()) if ((a as CSSAnimation).animationName === 'cascade') a.finish();
          const table = document.querySelector('.table')!.getBoundingClientRect();
          return [...document.querySelectorAll<HTMLElement>('[data-card]')]
            .filter((card) => {
              const face = card.querySelector('svg') ?? card;
              const r = face.getBoundingClientRect();
              const inside =
                r.right > table.left && r.left < table.right && r.bottom > table.top && r.top < table.bottom;
              const shown = getComputedStyle(face);
              return inside && Number(shown.opacity) > 0 && shown.visibility !== 'hidden';
            })
            .map((card) => card.dataset.card);
        });
        expect(leftInView).toEqual([]);
        await page.locator('[data-action="stats"]').click();
        expect(await page.locator('.stats dd').allTextContents()).toEqual([
          '1',
          '1',
          '100%',
          '1',
          '1',
          expect.stringMatching(/^\d+:\d\d$/),
          '0',
          '0',
          '0',
        ]);
      } finally {
        await close();
      }
    }
  }, 90_000);

  it('works offline after the first visit, and from a folder on disk', async () => {
    const { context, page, close } = await openBrowser();
    try {
      await page.goto(`${server.url}#/athena?deal=9`);
      await ready(page);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await context.setOffline(true);
      await page.reload();
      await ready(page);
      expect(await page.locator('[data-card]').count()).toBe(52);
      // The rules text is a file of its own, never loaded on that first visit: the service worker kept it anyway.
      await page.locator('[data-action="rules"]').click();
      await rulesShown(page);
      expect(await page.locator('.rules').textContent()).toContain(
        renderRules(begin('athena', 9).rules, 'en').sections[0]!.paragraphs[0]!.text,
      );
      await page.keyboard.press('Escape');
      await context.setOffline(false);

      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`file://${site.dist}/index.html#/shamrocks?deal=9`);
      await ready(page);
      expect(await waitForTable(page, begin('shamrocks', 9))).toEqual(
        expectedTable(currentState(begin('shamrocks', 9))),
      );
      // Workers cannot start from files on disk: the solver runs from a blob there (deal 9 is winnable).
      await page.waitForSelector('[data-verdict="won"]', { timeout: 30_000 });
      // From disk the rules text arrives as a plain script.
      await page.locator('[data-action="rules"]').click();
      await rulesShown(page);
      expect(await page.locator('.dialog h2').textContent()).toBe(renderRules(begin('shamrocks', 9).rules, 'en').title);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it('runs the solver in a worker: live verdict, proven hint, winnable deals that a link reopens', async () => {
    const { page, close } = await openBrowser();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      // Deal 2 of Athena is winnable (the solver proves it in a few milliseconds in node).
      await page.goto(`${server.url}#/athena?deal=2`);
      await ready(page);
      await page.waitForSelector('[data-verdict="won"]', { timeout: 30_000 });
      expect(await page.locator('[data-verdict]').textContent()).toBe('Can still be won');
      await expect
        .poll(() => page.locator('[data-live]').textContent(), { timeout: 10_000 })
        .toContain('This game can still be won.');
      await page.keyboard.press('h');
      await expect
        .poll(() => page.locator('[data-toast]').textContent(), { timeout: 30_000 })
        .toMatch(/Proven: this move leads to a win\.$/);
      expect(await page.locator('.card.hinted').count()).toBeGreaterThan(0);

      await page.locator('[data-action="games"]').click();
      await page.locator('input[name="winnable"]').check();
      await page.locator('.picker button[type="submit"]').click();
      await page.waitForFunction(() => !/deal=2$/.test(location.hash), undefined, { timeout: 60_000 });
      const deal = Number(/deal=(\d+)/.exec(new URL(page.url()).hash)![1]);
      await ready(page);
      expect(await page.locator('[data-status="deal"]').textContent()).toBe(`Deal ${deal}`);
      expect(await waitForTable(page, begin('athena', deal))).toEqual(
        expectedTable(currentState(begin('athena', deal))),
      );
      await page.waitForSelector('[data-verdict="won"]', { timeout: 30_000 });

      // The link names the deal: another browser opens the same one.
      const other = await openBrowser();
      try {
        await other.page.goto(page.url());
        await ready(other.page);
        expect(await waitForTable(other.page, begin('athena', deal))).toEqual(
          expectedTable(currentState(begin('athena', deal))),
        );
      } finally {
        await other.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('follows the hints to a win on Athena (Aisleriot rules) deal 7, never coming back to a position', async () => {
    await followHintsToWin(server.url, 'athena-aisleriot', 7, 50);
  }, 180_000);

  it('follows the hints to a win on FreeCell deal 1, through the free cells', async () => {
    await followHintsToWin(server.url, 'freecell', 1, 20);
  }, 180_000);

  // The solver's win of deal 1 in one suit is 267 moves (solved in 128,439 positions), the first run leaving at its
  // 22nd move.
  it('follows the hints to a win on one-suit Spider deal 1, runs leaving as they complete', async () => {
    await followHintsToWin(server.url, 'spider', 1, 200, '&suits=1', 600);
  }, 300_000);

  /** One-suit Spider deal 1 along the solver's win, stopped before the first move `stop` names, as stored. */
  const spiderAlongItsWin = (stop: (game: Game, next: Move) => boolean) =>
    savedAlongWin(findVariant('spider')!, 1, { suits: 1 }, stop);
  const openSaved = async (page: Page, text: string) => {
    // Storage is seeded from a blank page of the same origin: a running game would save itself over it on leaving.
    await page.goto(`${server.url}blank`);
    await page.evaluate((t) => localStorage.setItem('solitaire:game:spider', t), text);
    await page.goto(`${server.url}#/spider?deal=1&suits=1`);
    await ready(page);
  };
  const spoken = (page: Page) => page.locator('[data-live]').textContent();
  const clickStock = async (page: Page) => {
    const stock = (await page.locator('[data-slot="stock-0"]').boundingBox())!;
    await page.mouse.click(stock.x + stock.width / 2, stock.y + stock.height / 2);
  };

  it('deals a Spider row with one click on the stock, and refuses it with its reason while a pile is empty', async () => {
    const { page, close } = await openBrowser();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${server.url}#/spider?deal=1&suits=1`);
      await ready(page);
      let game = begin('spider', 1, { suits: 1 });
      await clickStock(page);
      game = advance(game, { kind: 'draw' });
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      expect(currentState(game).tableau.map((p) => p.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6, 6, 6]);
      await page.waitForFunction(() => document.querySelector('[data-live]')?.textContent?.includes('dealt'));
      expect(await spoken(page)).toContain('10 cards dealt from the stock, one onto each pile.');
      // Along the solver's win, the first position with an empty pile and cards left in the stock.
      const holed = spiderAlongItsWin((g) => {
        const s = currentState(g);
        return s.stock.length > 0 && s.tableau.some((p) => p.length === 0);
      });
      await openSaved(page, holed.text);
      expect(await waitForTable(page, holed.game)).toEqual(expectedTable(currentState(holed.game)));
      await clickStock(page);
      await page.waitForSelector('text=The stock deals again only when every pile holds a card.', { timeout: 5000 });
      expect(canonical(await readTable(page))).toBe(canonical(expectedTable(currentState(holed.game))));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('sends a completed Spider run up as a move of its own to watch, and says so', async () => {
    const { page, close } = await openBrowser();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      // One move before the first run completes.
      const before = spiderAlongItsWin((g, next) => {
        const r = play(g, next);
        return r.ok && currentState(r.value).foundations.some((f) => f.length > 0);
      });
      await openSaved(page, before.text);
      const next = before.next;
      if (next.kind !== 'move') throw new Error(`a move was expected, not ${next.kind}`);
      await clickMove(page, movingCard(before.game, next), next.to);
      // The run's thirteen cards travel up one after another, then rest on the first foundation.
      await page.waitForSelector('[data-pile="foundation-0"]', { state: 'attached', timeout: 5000 });
      const game = advance(before.game, next);
      expect(currentState(game).foundations[0]).toHaveLength(13);
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      await page.waitForFunction(() => document.querySelector('[data-live]')?.textContent?.includes('complete run'));
      expect(await spoken(page)).toContain('A complete run, King down to Ace, goes to a foundation.');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('lays out two-suit Spider on a 390 px phone: ten piles and eight foundations, no sideways scroll', async () => {
    const { page, close } = await openBrowser(390, 844);
    try {
      await page.goto(`${server.url}#/spider?deal=1&suits=2`);
      await page.reload();
      await ready(page);
      const game = begin('spider', 1, { suits: 2 });
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await page.locator('[data-slot^="tableau-"]').count()).toBe(10);
      expect(await page.locator('[data-slot^="foundation-"]').count()).toBe(8);
      const rights = await page
        .locator('[data-card]')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
      expect(Math.max(...rights)).toBeLessThanOrEqual(390);
      // The link's suit count is the game's: the statistics say whose record they are.
      await clickAction(page, 'stats');
      await page.waitForSelector('.dialog');
      expect(await page.locator('.dialog').textContent()).toContain('Spider (Two suits)');
      await page.keyboard.press('Escape');
      await page.screenshot({ path: join(artifacts, 'spider-2-suits-390x844.png') });
    } finally {
      await close();
    }
  }, 60_000);

  it('plays FreeCell by clicks into a cell and out of it, and refuses a full cell with its reason', async () => {
    const { page, close } = await openBrowser();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${server.url}#/freecell?deal=1`);
      await ready(page);
      let game = begin('freecell', 1);
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      // Deal 1's piles end 6S 9C 2H 6H 6C 3D 8C TC (Microsoft's deal 1): park the 6 of spades, then the 9 of clubs.
      for (const [pile, cell] of [
        [0, 0],
        [1, 1],
      ] as const) {
        const m: CardMove = {
          kind: 'move',
          from: { zone: 'tableau', index: pile },
          to: { zone: 'cell', index: cell },
          count: 1,
        };
        await clickMove(page, movingCard(game, m), m.to);
        game = advance(game, m);
        expect(await waitForTable(page, game), `to cell ${cell}`).toEqual(expectedTable(currentState(game)));
      }
      // Out of a cell onto a pile, wherever the engine allows it.
      const out = legalMoves(game.rules, currentState(game)).find(
        (m): m is CardMove => m.kind === 'move' && m.from.zone === 'cell' && m.to.zone === 'tableau',
      );
      if (out) {
        await clickMove(page, movingCard(game, out), out.to);
        game = advance(game, out);
        expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      }
      // A top card onto a full cell is refused with the engine's reason, in words.
      const full = currentState(game).cells.findIndex((c) => c.length > 0);
      const top = currentState(game).tableau.findIndex((p) => p.length > 0);
      await clickMove(page, currentState(game).tableau[top]!.at(-1)!.card, { zone: 'cell', index: full });
      await page.waitForSelector('text=That cell already holds a card.', { timeout: 5000 });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);

  it('drags a Yukon group that is not a run: a face-up card carries every card above it', async () => {
    const { page, close } = await openBrowser();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${server.url}#/yukon?deal=1`);
      await ready(page);
      let game = begin('yukon', 1);
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      // The engine's legal groups of two or more cards, keeping one whose cards do not build on one another.
      const inOrder = (below: number, above: number) =>
        rankOf(below) === rankOf(above) + 1 && colourOf(below) !== colourOf(above);
      const group = legalMoves(game.rules, currentState(game)).find((m): m is CardMove => {
        if (m.kind !== 'move' || m.count < 2 || m.from.zone !== 'tableau') return false;
        const cards = pileAt(currentState(game), m.from)!
          .slice(-m.count)
          .map((c) => c.card);
        return cards.some((c, k) => k > 0 && !inOrder(cards[k - 1]!, c));
      })!;
      expect(group, 'deal 1 has a group that is not a run').toBeDefined();
      await dragCard(page, movingCard(game, group), group.to);
      game = advance(game, group);
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);

  it('refills an emptied Canfield pile from the reserve at once, and shows the base rank on empty foundations', async () => {
    const { page, close } = await openBrowser();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${server.url}#/canfield?deal=1`);
      await ready(page);
      let game = begin('canfield', 1);
      expect(await waitForTable(page, game)).toEqual(expectedTable(currentState(game)));
      // Deal 1: the base rank is a 6 (the 6 of spades on a foundation); the piles hold 5C, 4H, JS, 8H, and the
      // reserve shows the 3 of spades. The foundations' slots say which rank they wait for.
      const marks = await page.locator('.slot.foundation .slot-mark').allTextContents();
      expect(marks.map((m) => m.trim())).toEqual(['6', '6', '6', '6']);
      // The 4 of hearts, the whole of pile 2, onto the 5 of clubs: pile 2 takes the reserve's 3 of spades at once.
      const m: CardMove = {
        kind: 'move',
        from: { zone: 'tableau', index: 1 },
        to: { zone: 'tableau', index: 0 },
        count: 1,
      };
      const reserveBefore = currentState(game).reserve.length;
      const reserveTop = currentState(game).reserve.at(-1)!.card;
      await clickMove(page, movingCard(game, m), m.to);
      game = advance(game, m);
      const shown = await waitForTable(page, game);
      expect(shown).toEqual(expectedTable(currentState(game)));
      expect(shown['tableau-1']).toEqual([{ card: reserveTop, up: true }]);
      expect(shown['reserve-0']).toHaveLength(reserveBefore - 1);
      expect(shown['reserve-0']!.at(-1)!.up).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);

  it('lays out Forty Thieves on a 390 px phone: ten piles and eight foundations, all in view', async () => {
    const { page, close } = await openBrowser(390, 844);
    try {
      await page.goto(`${server.url}#/forty-thieves?deal=1`);
      await page.reload();
      await ready(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const boxes = async (zone: string) =>
        page
          .locator(`[data-slot^="${zone}-"]`)
          .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.right, r.top]));
      const piles = await boxes('tableau');
      const foundations = await boxes('foundation');
      expect(piles).toHaveLength(10);
      expect(foundations).toHaveLength(8);
      for (const [left, right] of [...piles, ...foundations]) {
        expect(left).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(390);
      }
      // Forty cards dealt face up, every one of them inside the screen's width.
      const cards = await page
        .locator('[data-pile^="tableau-"]')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
      expect(cards).toHaveLength(40);
      expect(Math.max(...cards)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: join(artifacts, 'forty-thieves-390x844.png') });
    } finally {
      await close();
    }
  }, 60_000);

  it('fits phones and desktops without sideways scrolling (screenshots in artifacts/)', async () => {
    for (const [w, h] of [
      [360, 640],
      [1280, 800],
    ] as const) {
      const { page, close } = await openBrowser(w, h);
      try {
        for (const variant of [
          'athena',
          'shamrocks',
          'minerva',
          'bureau',
          'la-belle-lucie',
          'freecell',
          'eight-off',
          'seahaven-towers',
          'yukon',
          'canfield',
          'rainbow',
          'forty-thieves',
          'bakers-dozen',
          'spider',
          'scorpion',
        ]) {
          if (!findVariant(variant)) continue;
          await page.goto(`${server.url}#/${variant}?deal=7`);
          await page.reload();
          await ready(page);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
            `${variant} ${w}`,
          ).toBe(true);
          const cards = await page
            .locator('[data-card]')
            .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
          expect(Math.max(...cards)).toBeLessThanOrEqual(w);
          await page.screenshot({ path: join(artifacts, `${variant}-${w}x${h}.png`) });
        }
        // The panels and the hint, for a look at the chrome too.
        await page.goto(`${server.url}#/athena?deal=7`);
        await page.reload();
        await ready(page);
        await clickAction(page, 'hint');
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(artifacts, `hint-${w}x${h}.png`) });
        for (const panel of ['rules', 'games', 'stats']) {
          await clickAction(page, panel);
          await page.waitForSelector('.dialog');
          if (panel === 'rules') await rulesShown(page);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
            `${panel} ${w}`,
          ).toBe(true);
          await page.screenshot({ path: join(artifacts, `${panel}-${w}x${h}.png`) });
          await page.keyboard.press('Escape');
        }
      } finally {
        await close();
      }
    }
  }, 90_000);
});
