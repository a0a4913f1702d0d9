// Helpers for the end-to-end tests: Debian's chromium through playwright-core, the built site, and ways to read
// the table back from the page so that each step can be checked against the engine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll } from 'vitest';
import type { Game, GameState, Move, PileRef } from '@solitaire/engine';
import { currentState, pileAt } from '@solitaire/engine';

/** The browser the tests drive: CHROMIUM_PATH, else Debian's. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One browser per test file, started at the first need: launching Chromium costs more than a test's own steps. */
let sharedBrowser: Promise<Browser> | undefined;
afterAll(async () => {
  const browser = sharedBrowser;
  sharedBrowser = undefined;
  await (await browser)?.close();
});

/**
 * A fresh browser context (empty storage, its own service workers) with a page at the given size, in the file's
 * shared browser. `persistent` launches a browser of its own on a profile on disk instead, for what Chromium allows
 * only outside an off-the-record context, such as installing the site.
 */
export const openBrowser = async (
  width = 1280,
  height = 800,
  touch = false,
  persistent = false,
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> => {
  const options = { viewport: { width, height }, hasTouch: touch, isMobile: touch };
  if (!persistent) {
    sharedBrowser ??= chromium.launch({ executablePath: chromiumPath, headless: true, args: flags });
    const context = await (await sharedBrowser).newContext(options);
    const page = await context.newPage();
    return { context, page, close: () => context.close() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'solitaire-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath,
    headless: true,
    args: flags,
    ...options,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** A fresh browser like openBrowser, whose page's uncaught errors (and console errors) are collected in `errors`. */
export const openWatchedBrowser = async (width = 1280, height = 800, touch = false) => {
  const opened = await openBrowser(width, height, touch);
  const errors: string[] = [];
  opened.page.on('pageerror', (e) => errors.push(e.message));
  opened.page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { ...opened, errors };
};

/** Waits until the page shows its cards, dealt (the deal's animation over). */
export const dealtTable = async (page: Page) => {
  await page.waitForSelector('[data-card]', { state: 'attached' });
  await page.waitForSelector('.table:not([data-dealing])', { state: 'attached' });
};

/** One pile as the page shows it: card ids bottom first, with their faces. */
export type ShownPiles = Record<string, { card: number; up: boolean }[]>;

/** Reads every card's pile, place and face from the page. */
export const readTable = (page: Page): Promise<ShownPiles> =>
  page.evaluate(() => {
    const piles: Record<string, { card: number; up: boolean; i: number }[]> = {};
    for (const el of document.querySelectorAll<HTMLElement>('[data-card]')) {
      (piles[el.dataset.pile!] ??= []).push({
        card: Number(el.dataset.card),
        up: el.classList.contains('up'),
        i: Number(el.dataset.index),
      });
    }
    return Object.fromEntries(
      Object.entries(piles).map(([k, v]) => [k, v.sort((a, b) => a.i - b.i).map(({ card, up }) => ({ card, up }))]),
    );
  });

/** The same view of a position computed by the engine. */
export const expectedTable = (state: GameState): ShownPiles => {
  const out: ShownPiles = {};
  const add = (key: string, pile: readonly { card: number; up: boolean }[]) => {
    if (pile.length) out[key] = pile.map((c) => ({ card: c.card, up: c.up }));
  };
  state.tableau.forEach((p, i) => add(`tableau-${i}`, p));
  state.foundations.forEach((p, i) => add(`foundation-${i}`, p));
  add('stock-0', state.stock);
  add('waste-0', state.waste);
  add('reserve-0', state.reserve);
  state.cells.forEach((p, i) => add(`cell-${i}`, p));
  return out;
};

/** A shown position as one string, piles in name order: equal strings, equal positions. */
export const canonical = (p: ShownPiles) => JSON.stringify(Object.entries(p).sort(([a], [b]) => a.localeCompare(b)));

/** Waits until the page shows the engine's position (animations and re-renders settle first). */
export const waitForTable = async (page: Page, game: Game, timeout = 4000): Promise<ShownPiles> => {
  const want = canonical(expectedTable(currentState(game)));
  const end = Date.now() + timeout;
  let shown = await readTable(page);
  while (canonical(shown) !== want && Date.now() < end) {
    await page.waitForTimeout(50);
    shown = await readTable(page);
  }
  // Cards still gliding would be grabbed in the wrong place by the next step.
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
    undefined,
    { timeout },
  );
  return shown;
};

const pileKey = (r: PileRef) => `${r.zone}-${r.index}`;

/** Centre of what shows of a card: the whole face for a pile's top card, else the strip left visible. */
export const grabPoint = async (page: Page, card: number) => {
  const el = page.locator(`[data-card="${card}"]`);
  const box = (await el.boundingBox())!;
  const top = await el.evaluate((e) => {
    const pile = (e as HTMLElement).dataset.pile;
    const idx = Number((e as HTMLElement).dataset.index);
    return document.querySelectorAll(`[data-pile="${pile}"]`).length - 1 === idx;
  });
  return top ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : { x: box.x + box.width / 2, y: box.y + 6 };
};

/** Centre of a pile's top card, or of its outline when empty. */
export const pilePoint = async (page: Page, ref: PileRef) => {
  const cards = page.locator(`[data-pile="${pileKey(ref)}"]`);
  const n = await cards.count();
  const box = n
    ? await cards.nth(0).evaluate((_, k) => {
        const els = [...document.querySelectorAll<HTMLElement>(`[data-pile="${k}"]`)].sort(
          (a, b) => Number(a.dataset.index) - Number(b.dataset.index),
        );
        const r = els.at(-1)!.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }, pileKey(ref))
    : (await page.locator(`[data-slot="${pileKey(ref)}"]`).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Drags a card (and whatever lies on it) onto a pile with the mouse, in small steps like a hand would. */
export const dragCard = async (page: Page, card: number, to: PileRef) => {
  const from = await grabPoint(page, card);
  const target = await pilePoint(page, to);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 2 });
  await page.mouse.move(target.x, target.y, { steps: 10 });
  await page.mouse.up();
};

/** Drags a card onto a pile with a finger (touch events through the DevTools protocol). */
export const touchDrag = async (context: BrowserContext, page: Page, card: number, to: PileRef) => {
  const from = await grabPoint(page, card);
  const target = await pilePoint(page, to);
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from.x, from.y);
  for (let k = 1; k <= 10; k++)
    await touch('touchMove', from.x + ((target.x - from.x) * k) / 10, from.y + ((target.y - from.y) * k) / 10);
  await touch('touchEnd', target.x, target.y);
  await cdp.detach();
};

// Two presses at one point, stamped 80 ms apart whatever the time the machine takes to send them: a loaded test
// machine must not turn a double tap or click into two single ones (the page judges by the events' own times).
const doublePress = async (page: Page, x: number, y: number, by: 'touch' | 'mouse') => {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  for (const [k, at] of [start, start + 0.08].entries()) {
    if (by === 'touch') {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }], timestamp: at });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at + 0.01 });
    } else {
      const press = { x, y, button: 'left', clickCount: k + 1 } as const;
      await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...press, timestamp: at });
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...press, timestamp: at + 0.01 });
    }
  }
  await cdp.detach();
};

/** Two taps of a finger at one point, 80 ms apart by their timestamps. */
export const doubleTap = (page: Page, x: number, y: number) => doublePress(page, x, y, 'touch');

/** A double click on a card where it can be grabbed, 80 ms apart by the events' timestamps. */
export const doubleClickCard = async (page: Page, card: number) => {
  const at = await grabPoint(page, card);
  await doublePress(page, at.x, at.y, 'mouse');
};

/**
 * Clicks a card, then a pile: the click-to-select way of moving. As a player does, it clicks the pile only once the
 * card shows as held; a press a loaded machine let pass unseen is made again once, then the helper says which step
 * failed (else a lost press only shows later, as a wait for the move's consequence running out).
 */
export const clickMove = async (page: Page, card: number, to: PileRef) => {
  const held = page.locator(`[data-card="${card}"].held`);
  for (let attempt = 1; ; attempt++) {
    const from = await grabPoint(page, card);
    await page.mouse.click(from.x, from.y);
    try {
      await held.waitFor({ state: 'attached', timeout: 5000 });
      break;
    } catch (e) {
      if (attempt === 2) throw new Error(`card ${card} was clicked twice and never showed as held`, { cause: e });
    }
  }
  const target = await pilePoint(page, to);
  await page.waitForTimeout(500); // past the double-click window
  await page.mouse.click(target.x, target.y);
};

/** The focused element's pile and index, as the table's roving focus sees it. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const key = el?.dataset.pile ?? el?.dataset.slot ?? '';
    const [zone, index] = key.split('-');
    return {
      zone: zone ?? '',
      index: Number(index),
      card: el?.dataset.index === undefined ? -1 : Number(el.dataset.index),
    };
  });

/** Clicks a toolbar action, through the "More" menu when the toolbar folded it there. */
export const clickAction = async (page: Page, id: string) => {
  const inBar = page.locator(`.tools > [data-action="${id}"]`);
  if (await inBar.count()) return inBar.click();
  await page.locator('[data-action="more"]').click();
  await page.locator(`#tools-menu [data-action="${id}"]`).click();
};

/** Waits until the rules panel has filled in: its text, a file of its own, arrives after the panel opens. */
export const rulesShown = (page: Page) => page.waitForSelector('.rules[aria-busy="false"]', { state: 'attached' });

/** A move of cards from one pile to another. */
export type CardMove = Extract<Move, { kind: 'move' }>;

/** The card a move of cards picks up: the lowest of the cards it carries. */
export const movingCard = (game: Game, m: CardMove) => {
  const pile = pileAt(currentState(game), m.from)!;
  return pile[pile.length - m.count]!.card;
};
