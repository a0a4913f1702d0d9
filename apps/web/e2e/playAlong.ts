// Playing a deal in the page and in the engine side by side: the engine's game to compare with, and a whole game
// won by pressing P, the proven hint, again and again.
import { type Game, type Move, play, playAutoMoves, startGame } from '@solitaire/engine';
import { findVariant } from '@solitaire/variants';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { canonical, openBrowser, readTable } from './browser.js';

/** The engine's game of a deal, as the page starts it. */
export const begin = (variant: string, deal: number, options = {}): Game => {
  const g = startGame(findVariant(variant)!, deal, options);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};

/** The engine's game after a move and the automatic moves the page plays after it. */
export const advance = (game: Game, move: Move): Game => {
  const r = play(game, move);
  if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(move)}`);
  return playAutoMoves(r.value);
};

/** Waits until the page shows its cards dealt, and a moment more for the first render to settle. */
export const ready = async (page: Page) => {
  await page.waitForSelector('[data-card]', { state: 'attached' });
  await page.waitForSelector('.table:not([data-dealing])', { state: 'attached' });
  await page.waitForTimeout(300);
};

/**
 * Opens a deal of the site at `url` and presses P until the game is won, checking that every press that moves
 * lands on a position not seen before; more than `leastMoves` moves are expected.
 */
export const followHintsToWin = async (
  url: string,
  variant: string,
  deal: number,
  leastMoves: number,
  query = '',
  mostPresses = 400,
) => {
  const { page, close } = await openBrowser();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const shown = async () => canonical(await readTable(page));
  try {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${url}#/${variant}?deal=${deal}${query}`);
    await ready(page);
    const seen = new Set([await shown()]);
    let presses = 0,
      moves = 0;
    for (; presses < mostPresses && (await page.locator('.win').count()) === 0; presses++) {
      // Once the solver has proved a win, every press plays the next move of that win; wait for its word first.
      await page.waitForSelector('[data-verdict]:not([data-verdict="thinking"]), .win', {
        state: 'attached',
        timeout: 30_000,
      });
      const before = await shown();
      await page.keyboard.press('p');
      let now = await shown();
      for (let n = 0; n < 20 && now === before; n++) {
        await page.waitForTimeout(25);
        now = await shown();
      }
      if (now === before) continue; // the press only said the hint (no proven line yet)
      expect(seen.has(now), `position after press ${presses + 1} was seen before`).toBe(false);
      seen.add(now);
      moves++;
    }
    await page.waitForSelector('.win', { timeout: 5000 });
    expect(presses).toBeLessThanOrEqual(mostPresses);
    expect(moves).toBeGreaterThan(leastMoves);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
};
