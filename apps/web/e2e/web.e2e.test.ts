// @vitest-environment node
// End-to-end: build the site, serve it from a sub-folder, and play it in Debian's chromium with a real mouse and
// keyboard. Moves are chosen by asking the engine what is legal, and every step is checked against the engine.
import { join } from 'node:path';
import { type Game, type PileRef, currentState, foundationMoveFor, legalMoves, recordedMoves } from '@solitaire/engine';
import { renderRules } from '@solitaire/game-text/rules';
import { findVariant } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import {
  type CardMove,
  canonical,
  movingCard,
  rulesShown,
  clickMove,
  doubleClickCard,
  doubleTap,
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
import { advance, begin, ready } from './playAlong.js';
import { artifacts, servedSite } from './site.js';
import { nearlyWonSave } from '../src/testPositions.js';

const server = servedSite();

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
      await doubleClickCard(page, card);
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
      await doubleTap(page, acePoint.x, acePoint.y);
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
      await page.goto(`file://${server.dist}/index.html#/shamrocks?deal=9`);
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
});
