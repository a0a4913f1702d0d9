// @vitest-environment node
// End-to-end checks of the page's chrome in Debian's chromium: the toolbar never overlaps at any width in any
// language. One build, one browser, few page loads: the viewport is resized in a loop.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWatchedBrowser } from './browser.js';
import { buildSite } from './site.js';

let site: Awaited<ReturnType<typeof buildSite>>;
beforeAll(async () => { site = await buildSite(); }, 180_000);
afterAll(async () => { await site?.close(); });

const ready = async (page: Page) => {
  await page.waitForSelector('[data-card]', { state: 'attached' });
  await page.waitForSelector('.table:not([data-dealing])', { state: 'attached' });
};

/** Boxes of the header that must not overlap one another nor leave the page, and whether the table starts below. */
const headerTrouble = (page: Page) => page.evaluate(() => {
  // Two frames: the toolbar refits on a resize observer's callback.
  return new Promise<string[]>((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
    const els = [
      document.querySelector('.title')!, document.querySelector('select[name="language"]')!,
      ...document.querySelectorAll('.tools > button, .tools-more > button'),
    ] as HTMLElement[];
    const boxes = els.map((e) => ({ name: e.dataset.action ?? e.className ?? e.tagName, r: e.getBoundingClientRect() }));
    const trouble: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const { name, r } of boxes) if (r.left < 0 || r.right > width + 0.5 || r.width === 0) trouble.push(`${name} outside [${r.left}, ${r.right}]`);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.r, b = boxes[j]!.r;
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) trouble.push(`${boxes[i]!.name} overlaps ${boxes[j]!.name}`);
      }
    }
    const nav = document.querySelector('.tools')!.getBoundingClientRect();
    for (const { name, r } of boxes.slice(2)) if (r.right > nav.right + 0.5 || r.top < nav.top - 0.5 || r.bottom > nav.bottom + 0.5) trouble.push(`${name} leaves the toolbar`);
    const header = document.querySelector('.bar')!.getBoundingClientRect();
    if (document.querySelector('.table')!.getBoundingClientRect().top < header.bottom - 0.5) trouble.push('the table starts under the header');
    done(trouble);
  })));
});

describe('the page chrome in chromium', () => {
  it('lays the toolbar out without overlaps at every width from 320 to 1,440 px, in English, Spanish and French', async () => {
    const { page, errors, close } = await openWatchedBrowser(1280, 800);
    try {
      // La Belle Lucie has the most buttons (its redeal has one of its own).
      for (const route of ['#/la-belle-lucie?deal=3']) {
        await page.goto(`${site.server.url}${route}`);
        await ready(page);
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
      await page.keyboard.press('Escape');
      expect(await page.locator('#tools-menu').isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
