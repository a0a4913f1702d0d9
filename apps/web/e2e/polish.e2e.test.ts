// @vitest-environment node
// End-to-end checks of the page's chrome in Debian's chromium: the toolbar never overlaps at any width in any
// language; no serious accessibility problem in either theme; three distinct marks; refusals shown in view; the
// app installable, and updated without losing the game; messages in a band of their own, never over a card; nothing
// moves when the verdict changes. One build, few page loads: the viewport is resized in a loop.
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { currentState, legalMoves, moveErrors, startGame } from '@solitaire/engine';
import { findVariant } from '@solitaire/variants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { locales, refusalText } from '../src/gameText.js';
import { hintText } from '../src/hint.js';
import { translate } from '../src/i18n.js';
import { clickMove, dealtTable, openBrowser, openWatchedBrowser } from './browser.js';
import { servedSite } from './site.js';

const site = servedSite();

/** Boxes of the header that must not overlap one another nor leave the page, and whether the table starts below. */
const headerTrouble = (page: Page) =>
  page.evaluate(() => {
    // Two frames: the toolbar refits on a resize observer's callback.
    return new Promise<string[]>((done) =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const els = [
            document.querySelector('.title')!,
            document.querySelector('select[name="language"]')!,
            ...document.querySelectorAll('.tools > button, .tools-more > button'),
          ] as HTMLElement[];
          const boxes = els.map((e) => ({
            name: e.dataset.action ?? e.className ?? e.tagName,
            r: e.getBoundingClientRect(),
          }));
          const trouble: string[] = [];
          const width = document.documentElement.clientWidth;
          for (const { name, r } of boxes)
            if (r.left < 0 || r.right > width + 0.5 || r.width === 0)
              trouble.push(`${name} outside [${r.left}, ${r.right}]`);
          for (let i = 0; i < boxes.length; i++) {
            for (let j = i + 1; j < boxes.length; j++) {
              const a = boxes[i]!.r,
                b = boxes[j]!.r;
              if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
                trouble.push(`${boxes[i]!.name} overlaps ${boxes[j]!.name}`);
            }
          }
          const nav = document.querySelector('.tools')!.getBoundingClientRect();
          for (const { name, r } of boxes.slice(2))
            if (r.right > nav.right + 0.5 || r.top < nav.top - 0.5 || r.bottom > nav.bottom + 0.5)
              trouble.push(`${name} leaves the toolbar`);
          const header = document.querySelector('.bar')!.getBoundingClientRect();
          if (document.querySelector('.table')!.getBoundingClientRect().top < header.bottom - 0.5)
            trouble.push('the table starts under the header');
          done(trouble);
        }),
      ),
    );
  });

describe('the page chrome in chromium', () => {
  it('lays the toolbar out without overlaps at every width from 320 to 1,440 px, in English, Spanish and French', async () => {
    const { page, errors, close } = await openWatchedBrowser(1280, 800);
    try {
      // La Belle Lucie has the most buttons (its redeal has one of its own).
      for (const route of ['#/la-belle-lucie?deal=3']) {
        await page.goto(`${site.url}${route}`);
        await dealtTable(page);
        // The cards are not what is checked: unpainted, they make each of the 171 resizes cheap. A constructed sheet:
        // the page's policy refuses a <style> element.
        await page.evaluate(() => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync('[data-card] { display: none; }');
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        });
        for (const locale of ['en', 'es', 'fr']) {
          await page.selectOption('select[name="language"]', locale);
          const bad: string[] = [];
          for (let w = 320; w <= 1440; w += 20) {
            await page.setViewportSize({ width: w, height: 800 });
            for (const t of await headerTrouble(page)) bad.push(`${route} ${locale} ${w}px: ${t}`);
          }
          expect(bad).toEqual([]);
        }
      }
      // Everything folded is still reachable: the menu opens, lists the rest, and Escape closes it.
      await page.setViewportSize({ width: 320, height: 640 });
      await page.locator('[data-action="more"]').click();
      expect(await page.locator('#tools-menu [data-action="stats"]').isVisible()).toBe(true);
      // The keyboard walks the menu: Down and Up step over disabled items and wrap, End and Home jump.
      const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.action ?? '');
      const enabled = await page
        .locator('#tools-menu button:not(:disabled)')
        .evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset.action ?? ''));
      expect(enabled.length).toBeGreaterThan(1);
      expect(await focused()).toBe(enabled[0]);
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe(enabled[1]);
      await page.keyboard.press('End');
      expect(await focused()).toBe(enabled.at(-1));
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe(enabled[0]);
      await page.keyboard.press('ArrowUp');
      expect(await focused()).toBe(enabled.at(-1));
      await page.keyboard.press('Escape');
      expect(await page.locator('#tools-menu').isVisible()).toBe(false);
      expect(await focused()).toBe('more');
      await page.keyboard.press('ArrowDown');
      expect(await page.locator('#tools-menu').isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('has no serious or critical axe violations in the light and dark themes, dialogs included; three distinct marks', async () => {
    const { page, errors, close } = await openWatchedBrowser(1280, 800);
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    const scan = async (what: string) => {
      // Evaluated, not added as a <script>: the page's policy refuses inline scripts.
      await page.evaluate(axeSource);
      const found = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                c: unknown,
                o: unknown,
              ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
            };
          }
        ).axe;
        // axe's default rule set: WCAG 2.0-2.2 A and AA and best practices, without its experimental rules.
        const r = await axe.run(document, {});
        return r.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(', ')}`,
          );
      });
      return found.map((f) => `${what}: ${f}`);
    };
    try {
      await page.goto(`${site.url}#/athena-aisleriot?deal=3`);
      await dealtTable(page);
      // The system's scheme is followed until the player picks a theme.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark', undefined, { timeout: 5000 });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light', undefined, {
        timeout: 5000,
      });
      expect(await page.locator('[data-redeals-left]').textContent()).toBe('2 redeals left');
      const bad: string[] = [];
      for (const theme of ['light', 'dark']) {
        await page.locator('[data-action="settings"]').click();
        await page.selectOption('select[name="theme"]', theme);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        bad.push(...(await scan(`${theme}, settings open`)));
        await page.keyboard.press('Escape');
        await page.waitForTimeout(200);
        bad.push(...(await scan(`${theme}, table`)));
      }
      expect(bad).toEqual([]);

      // Held, focused and targets: three colours. The keyboard picks a card up; the next card gets the focus.
      const movable = page.locator('.card.movable[tabindex]');
      for (let i = 0; i < (await movable.count()); i++) {
        await movable.nth(i).focus();
        await page.keyboard.press('Enter');
        if (await page.locator('.highlight').count()) break;
        await page.keyboard.press('Escape');
      }
      await page.keyboard.press('ArrowRight');
      const marks = await page.evaluate(() => ({
        held: getComputedStyle(document.querySelector('.card.held')!).boxShadow,
        focus: getComputedStyle(document.activeElement!).outlineColor,
        target: getComputedStyle(document.querySelector('.highlight')!).borderTopColor,
      }));
      const colour = (css: string) => /rgba?\([^)]*\)/.exec(css)?.[0];
      expect(new Set([colour(marks.held), colour(marks.focus), colour(marks.target)]).size).toBe(3);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('shows a refused drag in view, on a phone with 44 px controls and on a desktop', async () => {
    for (const [w, h, touch] of [
      [390, 844, true],
      [1280, 800, false],
    ] as const) {
      const { page, close } = await openBrowser(w, h, touch);
      try {
        await page.goto(`${site.url}#/shamrocks?deal=7`);
        await dealtTable(page);
        if (touch) {
          const heights = await page
            .locator('.bar button:visible, .bar select')
            .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
          expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
        }
        // The first card of a fan of three is covered: it cannot be lifted.
        const covered = await page.evaluate(() => {
          const el = [...document.querySelectorAll<HTMLElement>('[data-pile^="tableau-"][data-index="0"]')].find(
            (e) => document.querySelectorAll(`[data-pile="${e.dataset.pile}"]`).length >= 3,
          )!;
          const r = el.getBoundingClientRect();
          return { x: r.x + 4, y: r.y + r.height / 2 };
        });
        await page.mouse.move(covered.x, covered.y);
        await page.mouse.down();
        await page.mouse.move(covered.x + 60, covered.y + 40, { steps: 5 });
        await page.mouse.up();
        const toast = page.locator('[data-toast]');
        await page.waitForFunction(() => document.querySelector('[data-toast]')!.textContent!.trim() !== '');
        const box = (await toast.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(h);
        expect(box.y).toBeGreaterThanOrEqual(0);
      } finally {
        await close();
      }
    }
  }, 60_000);

  it('is installable (Chromium finds no installability error) and updates without losing the game in progress', async () => {
    // Chromium refuses to install a site from an off-the-record context: this one needs a profile on disk.
    const { context, page, close } = await openBrowser(1280, 800, false, true);
    try {
      await page.goto(`${site.url}#/athena?deal=5`);
      await dealtTable(page);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.waitForFunction(() => !!navigator.serviceWorker.controller);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
      expect(manifest.url).toMatch(/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      // A move, then a new version of the site: the page offers it, and reloading into it keeps the game.
      const stock = (await page.locator('[data-slot="stock-0"]').boundingBox())!;
      await page.mouse.click(stock.x + stock.width / 2, stock.y + stock.height / 2);
      await page.waitForFunction(() => document.querySelectorAll('[data-pile="waste-0"]').length > 0);
      const before = await page
        .locator('[data-pile="waste-0"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
      appendFileSync(join(site.dist, 'sw.js'), '\n// a new version\n');
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await page.waitForSelector('[data-update]', { timeout: 20_000 });
      await Promise.all([page.waitForEvent('load'), page.locator('[data-action="update"]').click()]);
      await dealtTable(page);
      expect(
        await page.locator('[data-pile="waste-0"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
      ).toEqual(before);
      expect(await page.locator('[data-update]').count()).toBe(0);
    } finally {
      await close();
    }
  }, 60_000);

  it('shows its messages in a band below the cards, on a phone and a desktop, where every message fits', async () => {
    const overlaps = (page: Page) =>
      page.evaluate(() => {
        const band = document.querySelector('.messages')!.getBoundingClientRect();
        const meets = (a: DOMRect, b: DOMRect) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const shown = [...document.querySelectorAll('.messages > *')]
          .map((m) => m.getBoundingClientRect())
          .filter((r) => r.height > 0);
        return {
          messages: shown.length,
          outside: shown.filter((r) => r.top < band.top - 0.5 || r.bottom > band.bottom + 0.5).length,
          cards: [...document.querySelectorAll<HTMLElement>('[data-card]')]
            .filter((c) => meets(c.getBoundingClientRect(), band))
            .map((c) => c.dataset.card),
        };
      });
    // Shamrocks' fans fill the height of both screens; deal 7 is blocked from the start ("No moves left" shows).
    for (const [w, h, touch] of [
      [390, 844, true],
      [1280, 800, false],
    ] as const) {
      const { page, close } = await openBrowser(w, h, touch);
      try {
        await page.goto(`${site.url}#/shamrocks?deal=7`);
        await dealtTable(page);
        await page.keyboard.press('u');
        await page.waitForFunction(() => document.querySelector('[data-toast]')!.textContent!.trim() !== '');
        expect(await overlaps(page), `${w}x${h}`).toEqual({ messages: 2, outside: 0, cards: [] });
      } finally {
        await close();
      }
    }

    // The longest words a toast says (refusals, proven hints, the assistance's) fit the band at every width.
    const texts = new Set<string>();
    for (const locale of locales) {
      for (const code of moveErrors) texts.add(refusalText(code, locale));
      const said = [
        'announce.showMeNone',
        'announce.backNone',
        'announce.stillWinnable',
        'announce.cannotFinish',
        'status.blocked',
      ] as const;
      for (const key of said) texts.add(translate(locale, key));
      texts.add(translate(locale, 'announce.backToWinnable', { count: 12 }));
      for (const variant of ['athena', 'klondike', 'shamrocks']) {
        const g = startGame(findVariant(variant)!, 3);
        if (!g.ok) throw new Error(g.error);
        const state = currentState(g.value);
        for (const m of legalMoves(g.value.rules, state)) texts.add(hintText(locale, g.value.rules, state, m, true));
      }
    }
    const { page, close } = await openBrowser(1280, 800);
    try {
      await page.goto(`${site.url}#/athena?deal=3`);
      await dealtTable(page);
      const cut: string[] = [];
      for (let w = 320; w <= 1440; w += 40) {
        await page.setViewportSize({ width: w, height: 800 });
        const found = await page.evaluate(
          (all) =>
            new Promise<string[]>((done) =>
              requestAnimationFrame(() => {
                const toast = document.querySelector<HTMLElement>('[data-toast]')!;
                const band = document.querySelector('.messages')!.getBoundingClientRect();
                const bad: string[] = [];
                for (const text of all) {
                  toast.textContent = text;
                  const spills = toast.scrollHeight > toast.clientHeight + 0.5;
                  if (spills || toast.getBoundingClientRect().top < band.top - 0.5) bad.push(text);
                }
                done(bad);
              }),
            ),
          [...texts],
        );
        cut.push(...found.map((t) => `${w}px: ${t}`));
      }
      expect(cut).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('keeps the table where it is when the verdict changes and "Back to winnable" appears', async () => {
    // Athena deal 39: moving the 7th pile's top card onto the 5th loses the game (assist.e2e.test.ts).
    const deal = startGame(findVariant('athena')!, 39);
    if (!deal.ok) throw new Error(deal.error);
    const blunder = currentState(deal.value).tableau[6]!.at(-1)!.card;
    const where = (page: Page) =>
      page.evaluate(() => ({
        table: document.querySelector('.table')!.getBoundingClientRect().top,
        status: document.querySelector('.status')!.getBoundingClientRect().height,
      }));
    for (const [w, h, touch] of [
      [1280, 800, false],
      [700, 800, false],
      [390, 844, true],
    ] as const) {
      const { page, close } = await openBrowser(w, h, touch);
      try {
        await page.goto(`${site.url}#/athena?deal=39`);
        await dealtTable(page);
        const before = await where(page);
        await page.waitForSelector('[data-verdict="won"]', { timeout: 60_000 });
        expect(await where(page), `${w}px, won`).toEqual(before);
        await clickMove(page, blunder, { zone: 'tableau', index: 4 });
        await page.waitForSelector(`[data-card="${blunder}"][data-pile="tableau-4"]`, { timeout: 10_000 });
        await page.waitForSelector('[data-verdict="lost"]', { timeout: 60_000 }).catch(async (e: unknown) => {
          const shown = await page.locator('[data-verdict]').first().getAttribute('data-verdict');
          throw new Error(`${w}px: the verdict stayed "${shown}" after the blunder`, { cause: e });
        });
        await page.waitForSelector('[data-action="verdictBack"]', { state: 'visible' });
        expect(await where(page), `${w}px, lost`).toEqual(before);
      } finally {
        await close();
      }
    }
  }, 240_000);
});
