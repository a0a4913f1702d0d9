// @vitest-environment node
// A monkey at the table: thousands of random clicks, double clicks, drags, taps and keys on seven games, fired
// without waiting for animations to end. After each action every card must be on the table exactly once (52 cards,
// 104 for two-deck Spider, each in one pile, each pile's places 0..n-1), and the page must log no error. The
// actions come from a seeded generator: a failure names its seed and step, and the same seed replays it.
import { type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWatchedBrowser } from './browser.js';
import { servedSite } from './site.js';

/** Actions per game: MONKEY_ACTIONS, else 2,000. */
// 200 actions a game keep the tier's time while each table kind gets its share: a stock and waste, fans, free
// cells, face-up groups, a reserve that refills piles, rows dealt onto every pile and runs leaving whole, a table
// of overlapping cards removed in pairs. MONKEY_ACTIONS raises it for a soak.
const actions = Number(process.env.MONKEY_ACTIONS) > 0 ? Number(process.env.MONKEY_ACTIONS) : 200;
const games = [
  'klondike?deal=101&draw=1',
  'shamrocks?deal=3',
  'freecell?deal=1',
  'yukon?deal=2',
  'canfield?deal=1',
  'spider?deal=1&suits=2',
  'pyramid?deal=1',
] as const;
/** Cards in play: Spider deals two decks. */
const cardCount = (game: string): number => (game.startsWith('spider') ? 104 : 52);

const site = servedSite();

/** mulberry32: small, fast, and the same sequence for the same seed. */
const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * The table as shown: what is wrong with its cards (null when each of them is shown once and every pile's places
 * run 0..n-1), a signature of the position, and whether a dialog is open.
 */
const inspect = (page: Page, cards: number) =>
  page.evaluate((cards) => {
    const seen = new Map<number, number>();
    const piles = new Map<string, [number, number][]>();
    for (const el of document.querySelectorAll<HTMLElement>('[data-card]')) {
      const id = Number(el.dataset.card);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      const list = piles.get(el.dataset.pile ?? '?') ?? [];
      list.push([Number(el.dataset.index), id]);
      piles.set(el.dataset.pile ?? '?', list);
    }
    const dialog = document.querySelector('[role="dialog"], dialog[open]') !== null;
    const signature = [...piles]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([k, v]) =>
          `${k}:${v
            .sort((a, b) => a[0] - b[0])
            .map((c) => c[1])
            .join(',')}`,
      )
      .join(' ');
    let wrong: string | null = null;
    if (seen.size !== cards) wrong = `${seen.size} distinct cards shown`;
    const twice = [...seen].filter(([, n]) => n !== 1);
    if (!wrong && twice.length) wrong = `cards shown more than once: ${JSON.stringify(twice)}`;
    for (const [pile, list] of piles) {
      if (!wrong && list.some(([i], k) => i !== k)) wrong = `pile ${pile} has places ${list.map(([i]) => i).join(',')}`;
    }
    return { wrong, signature, dialog };
  }, cards);

const keys = [
  'd',
  'd',
  'd',
  'u',
  'r',
  'f',
  'a',
  'h',
  'Tab',
  'Shift+Tab',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Enter',
  ' ',
  'Escape',
  'Control+z',
  'Control+y',
  'n',
];

/** One random action on the table; returns its name for the failure message. */
const act = async (
  page: Page,
  cdp: CDPSession,
  next: () => number,
  box: { x: number; y: number; width: number; height: number },
): Promise<string> => {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  const point = async (selector = '[data-card], [data-slot]') => {
    // Half the time a card or a pile, else anywhere on the table.
    if (next() < 0.5) {
      const r = await page.evaluate(
        ([k, sel]) => {
          const els = [...document.querySelectorAll<HTMLElement>(sel)];
          const b = els[Math.floor(k * els.length)]?.getBoundingClientRect();
          return b ? { x: b.x + b.width / 2, y: b.y + Math.min(b.height / 2, 8) } : null;
        },
        [next(), selector] as const,
      );
      if (r) return r;
    }
    return { x: box.x + next() * box.width, y: box.y + next() * box.height };
  };
  const kind = next();
  if (kind < 0.35) {
    const p = await point();
    await page.mouse.click(p.x, p.y);
    return `click ${Math.round(p.x)},${Math.round(p.y)}`;
  }
  if (kind < 0.45) {
    const p = await point();
    await page.mouse.dblclick(p.x, p.y);
    return `double click ${Math.round(p.x)},${Math.round(p.y)}`;
  }
  if (kind < 0.65) {
    // From a card that may be picked up, most of the time: random drags seldom make a move otherwise.
    const a = await point('.card.movable'),
      b = await point();
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 3 });
    await page.mouse.up();
    return `drag ${Math.round(a.x)},${Math.round(a.y)} -> ${Math.round(b.x)},${Math.round(b.y)}`;
  }
  if (kind < 0.8) {
    const p = await point();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return `tap ${Math.round(p.x)},${Math.round(p.y)}`;
  }
  const k = pick(keys);
  await page.keyboard.press(k);
  return `key ${k}`;
};

const play = async (context: BrowserContext, page: Page, errors: readonly string[], game: string, seed: number) => {
  await page.goto(`${site.url}#/${game}`);
  await page.waitForSelector('[data-card]', { state: 'attached' });
  const box = (await page.locator('.table').boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const next = rng(seed);
  let shown = await inspect(page, cardCount(game));
  let changes = 0;
  for (let step = 0; step < actions; step++) {
    // A dialog (a new deal to confirm) is closed, so that play goes on.
    if (shown.dialog) await page.keyboard.press('Escape');
    const what = await act(page, cdp, next, box);
    const now = await inspect(page, cardCount(game));
    expect(now.wrong, `${game}, seed ${seed}, step ${step}: ${what}`).toBeNull();
    expect(errors, `${game}, seed ${seed}, step ${step}: ${what}`).toEqual([]);
    if (now.signature !== shown.signature) changes++;
    shown = now;
  }
  await cdp.detach();
  return changes;
};

describe('the monkey test', () => {
  for (const [i, game] of games.entries()) {
    it(`survives ${actions} random clicks, drags, taps and keys on ${game.split('?')[0]}`, async () => {
      const { context, page, close, errors } = await openWatchedBrowser(1280, 800, true);
      const start = performance.now();
      const changes = await play(context, page, errors, game, 14_000 + i).finally(close);
      // The figures for the note: actions, how many changed the table, wall time.
      console.log(
        `monkey ${game}: ${actions} actions, ${changes} changed the table, ${Math.round(performance.now() - start)} ms`,
      );
    }, 900_000);
  }
});
