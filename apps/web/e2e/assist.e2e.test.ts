// @vitest-environment node
// End to end, in Debian's chromium: the solver-based assistance of issue 16 on the built site. Back to winnable
// after a known blunder, "show me" played to a win, and the deal of the day of a fixed date, which the terminal
// game's end-to-end test (apps/cli/src/play.e2e.test.ts) expects to be the very same deal.
import { type Game, currentState, startGame } from '@solitaire/engine';
import { budgets, dailySeed, handleAssistRequest } from '@solitaire/play';
import { findVariant } from '@solitaire/variants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickMove, expectedTable, openWatchedBrowser, waitForTable } from './browser.js';
import { servedSite } from './site.js';

const site = servedSite();

const begin = (variant: string, deal: number): Game => {
  const g = startGame(findVariant(variant)!, deal);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};
const ready = async (page: Page) => {
  await page.waitForSelector('[data-card]', { state: 'attached' });
  await page.waitForSelector('.table:not([data-dealing])', { state: 'attached' });
  await page.waitForTimeout(300);
};
const text = (page: Page, selector: string) => page.locator(selector).first().textContent({ timeout: 10_000 });

describe('the solver-based assistance in chromium', () => {
  // Athena deal 39: moving the 7th pile's top card onto the 5th (one of the deal's two moves) loses it for good.
  it('takes a game lost by a known blunder back to the last winnable position', async () => {
    const { page, close, errors } = await openWatchedBrowser();
    try {
      await page.goto(`${site.url}#/athena?deal=39`);
      await ready(page);
      const game = begin('athena', 39);
      const pile = currentState(game).tableau[6]!;
      await clickMove(page, pile[pile.length - 1]!.card, { zone: 'tableau', index: 4 });
      await page.waitForSelector('[data-verdict="lost"]', { timeout: 60_000 });
      await page.keyboard.press('d');
      await page.waitForFunction(() => document.querySelector('.status')?.textContent?.includes('2 moves'));
      await page.locator('[data-action="verdictBack"]').click();
      await page.waitForFunction(
        () => document.querySelector('[data-toast]')?.textContent?.includes('Back 2 moves'),
        null,
        { timeout: 60_000 },
      );
      expect(await waitForTable(page, game, 8000)).toEqual(expectedTable(currentState(game)));
      await page.waitForSelector('[data-verdict="won"]', { timeout: 60_000 });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);

  it('plays the solver\'s win move by move with "show me", to the win', async () => {
    const { page, close, errors } = await openWatchedBrowser();
    try {
      await page.goto(`${site.url}#/shamrocks?deal=23`);
      await ready(page);
      await page.keyboard.press('s');
      await page.waitForSelector('[data-verdict="showing"]', { timeout: 60_000 });
      await page.waitForSelector('.win', { timeout: 150_000 });
      expect(await text(page, '.win')).toContain('You won');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 240_000);

  it('deals the deal of the day of a fixed date: the one the terminal game deals for it', async () => {
    // What both front ends ask their solver thread, answered here: the deal is the same everywhere.
    const request = {
      id: 1,
      kind: 'pickDeal',
      variant: 'athena',
      options: {},
      seed: dailySeed('2026-12-01', 'athena'),
      want: null,
      budget: budgets.pickDeal,
    } as const;
    const picked = handleAssistRequest(request, findVariant);
    expect(picked).toMatchObject({ kind: 'pickDeal', deal: 832152, rating: 'easy' });
    const { page, close, errors } = await openWatchedBrowser();
    try {
      await page.goto(`${site.url}#/athena?daily=2026-12-01`);
      await page.waitForFunction(
        () => document.querySelector('[data-status="daily"]')?.textContent?.includes('2026-12-01'),
        null,
        { timeout: 60_000 },
      );
      expect(await text(page, '[data-status="deal"]')).toBe('Deal 832152');
      expect(await text(page, '[data-status="daily"]')).toBe('Deal of the day 2026-12-01');
      expect(await text(page, '[data-status="rating"]')).toBe('Easy');
      await ready(page);
      const game = begin('athena', 832152);
      expect(await waitForTable(page, game, 8000)).toEqual(expectedTable(currentState(game)));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);
});
