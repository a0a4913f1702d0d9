// @vitest-environment node
// End to end, in Debian's chromium: the built page's Content-Security-Policy. A game is played, the rules and the
// settings opened, the solver's worker answers, the service worker installs the game for offline play, and the page
// also runs from a folder on disk, all without one violation of the policy or one error in the console.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Move, currentState, legalMoves, startGame } from '@solitaire/engine';
import { findVariant } from '@solitaire/variants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../csp-plugin.js';
import { clickAction, dealtTable, dragCard, focused, openWatchedBrowser, rulesShown } from './browser.js';
import { servedSite } from './site.js';

const site = servedSite();

/** The policy's violations the page has seen, recorded from before its first script runs. */
const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

const watchedForViolations = async () => {
  const opened = await openWatchedBrowser(1280, 800);
  await opened.context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return opened;
};

describe('the content security policy of the built page', () => {
  it("is strict: everything from the page's own folder, nothing inline, no eval", () => {
    const html = readFileSync(join(site.dist, 'index.html'), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
    expect(meta?.[1]).toBe(contentSecurityPolicy);
    // Before every script and style sheet the page names.
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.search(/<script|<link rel="stylesheet"/));
    const directives = new Map(contentSecurityPolicy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy).not.toMatch(/unsafe-|\*|data:|https?:/);
  });

  it('lets the game play, open its rules and settings, ask its solver and install itself offline, unviolated', async () => {
    // Deal 2 of Athena is winnable: the solver's worker says so.
    const game = startGame(findVariant('athena')!, 2);
    if (!game.ok) throw new Error(game.error);
    const move = legalMoves(game.value.rules, currentState(game.value)).find(
      (m): m is Extract<Move, { kind: 'move' }> => m.kind === 'move' && m.from.zone === 'tableau',
    );
    const { context, page, errors, close } = await watchedForViolations();
    try {
      await page.goto(`${site.url}#/athena?deal=2`);
      await dealtTable(page);
      await page.waitForSelector('[data-verdict="won"]', { timeout: 30_000 });
      // A few moves: a card dragged (when the deal has one to move), then draws from the stock with the keyboard.
      if (move) {
        const pile = currentState(game.value).tableau[move.from.index]!;
        await dragCard(page, pile[pile.length - move.count]!.card, move.to);
      }
      await page.locator('[data-pile="stock-0"][tabindex]').focus();
      for (let n = 0; n < 3; n++) await page.keyboard.press('Enter');
      expect((await focused(page)).zone).toBe('stock');
      await page.waitForFunction(() => document.querySelectorAll('[data-pile="waste-0"]').length >= 3);
      await clickAction(page, 'rules');
      await rulesShown(page);
      await page.keyboard.press('Escape');
      await clickAction(page, 'settings');
      await page.selectOption('select[name="theme"]', 'dark');
      await page.keyboard.press('Escape');
      expect(await violations(page)).toEqual([]);
      // The service worker installs every file, and the game starts again offline.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await context.setOffline(true);
      await page.reload();
      await dealtTable(page);
      expect(await page.locator('[data-card]').count()).toBe(52);
      await clickAction(page, 'rules');
      await rulesShown(page);
      await page.keyboard.press('Escape');
      await context.setOffline(false);
      expect(await violations(page)).toEqual([]);

      // From a folder on disk, the solver's worker starts from a blob and the rules arrive as a plain script.
      await page.goto(`file://${site.dist}/index.html#/shamrocks?deal=9`);
      await dealtTable(page);
      await page.waitForSelector('[data-verdict="won"]', { timeout: 30_000 });
      await clickAction(page, 'rules');
      await rulesShown(page);
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
