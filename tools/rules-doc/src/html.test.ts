import { locales } from '@solitaire/game-text';
import { renderRules, siteGlossaryTerms } from '@solitaire/game-text/rules';
import { allDefinitions } from '@solitaire/game-text/testing';
import { athena, families, shamrocks, variants } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { renderHtmlGlossary, renderHtmlIndex } from './html.js';
import { htmlProblems } from './htmlCheck.js';
import { renderMarkdownIndex } from './markdown.js';
import { termAnchor } from './terms.js';
import { htmlPage, markdownPage } from './testing.js';

/** What a reader sees: the page without its style, tags, attributes and comments, entities decoded. */
const visible = (html: string): string =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const RULE_CODE = /(?<![\p{L}\p{N}])[A-Z]\d{1,2}(?![\p{L}\p{N}])/u;

describe('rules pages', () => {
  it('show no rule code and no note about them, yet keep every id in data-rules', () => {
    for (const def of allDefinitions())
      for (const locale of locales) {
        // The HTML pages of every registered game (the cousins' HTML is the same furniture around the same text).
        if (variants.includes(def)) {
          const html = htmlPage(def, locale, { results: null });
          expect(visible(html), `${def.id} ${locale}`).not.toMatch(RULE_CODE);
          expect(html).not.toContain('<footer>');
        }
        const md = markdownPage(def, locale, { results: null });
        expect(md.replace(/<!--[\s\S]*?-->/g, ''), `${def.id} ${locale} md`).not.toMatch(RULE_CODE);
        expect(md).not.toContain('<sup>');
      }
    expect(htmlPage(athena, 'en')).toMatch(/data-rules="A1"/);
    expect(RULE_CODE.test('S7 F3') && RULE_CODE.test('(A1)')).toBe(true);
  });

  it('set each paragraph of the description as one <p>, under its section heading', () => {
    for (const locale of locales) {
      const doc = renderRules(shamrocks, locale);
      const html = htmlPage(shamrocks, locale, { results: null });
      for (const s of doc.sections) {
        const section = html.match(new RegExp(`<section id="${s.id}">([\\s\\S]*?)</section>`))![1]!;
        expect(section).toContain('<h2>');
        expect(section.match(/<p id=/g)).toHaveLength(s.paragraphs.length);
      }
    }
  });

  it('link glossary terms to the glossary page, once a section, to anchors that exist', () => {
    for (const locale of locales) {
      const glossary = renderHtmlGlossary(locale);
      expect(htmlProblems(glossary)).toEqual([]);
      for (const term of siteGlossaryTerms) expect(glossary).toContain(`id="${termAnchor(term)}"`);
      for (const def of variants) {
        const html = htmlPage(def, locale, { results: null });
        const links = [...html.matchAll(/<a class="term" href="glossary.html#([^"]+)">/g)].map((m) => m[1]!);
        expect(links.length, `${def.id} ${locale}`).toBeGreaterThan(5);
        for (const anchor of links) expect(glossary).toContain(`id="${anchor}"`);
        // A game's name (Fan) is linked to its page, never wrapped in a term link too.
        expect(html).not.toMatch(/<a [^>]*>[^<]*<a /);
        for (const section of html.match(/<section id="[^"]+">[\s\S]*?<\/section>/g)!) {
          const inSection = [...section.matchAll(/href="glossary.html#([^"]+)"/g)].map((m) => m[1]);
          expect(new Set(inSection).size, `${def.id} ${locale}`).toBe(inSection.length);
        }
      }
    }
  });

  it('follow French typography in everything they show: a non-breaking space before : ; ! ? and inside guillemets', () => {
    const pages = [
      ...variants.map((d) => htmlPage(d, 'fr')),
      renderHtmlIndex(variants, 'fr'),
      renderHtmlGlossary('fr'),
    ];
    for (const page of pages) {
      const text = visible(page);
      expect(text).not.toMatch(/[^\s\u00a0\u202f][;!?»]/);
      expect(text).not.toMatch(/[ \t][:;!?»]/);
      expect(text).not.toMatch(/«[^\u00a0]/);
    }
    expect(markdownPage(athena, 'fr').replace(/<!--[\s\S]*?-->/g, '')).not.toMatch(/[^\u00a0\u202f\n][;!?]/);
  });

  it('give the pictures’ descriptions the same French spacing: « Avant : », « Après : »', () => {
    for (const def of variants) {
      const descs = [...htmlPage(def, 'fr').matchAll(/<(?:title|desc)[^>]*>([^<]*)</g)].map((m) => m[1]!);
      expect(descs.length, def.id).toBeGreaterThan(0);
      for (const d of descs) expect(d, def.id).not.toMatch(/[\p{L})]:/u);
    }
    expect(htmlPage(athena, 'fr')).toContain('Avant\u00a0: ');
  });

  it('keep a space between the odds and how they were measured, so the text never runs “known.Of” together', () => {
    for (const locale of locales) {
      const dd = htmlPage(athena, locale).match(/<div class="odds">[\s\S]*?<dd>([\s\S]*?)<\/dd>/)![1]!;
      expect(dd, locale).toMatch(/[.] <span class="detail">/);
    }
  });

  it('declare their language and make every picture an image with a title and a description', () => {
    for (const locale of locales)
      for (const def of variants) {
        const html = htmlPage(def, locale, { results: null });
        expect(html).toContain(`<html lang="${locale}">`);
        const svgs = [...html.matchAll(/<svg [^>]*aria-labelledby="([^"]+)"[^>]*>/g)];
        expect(svgs.length).toBeGreaterThanOrEqual(2);
        for (const [tag, ids] of svgs) {
          expect(tag).toContain('role="img"');
          for (const id of ids!.split(' ')) expect(html).toMatch(new RegExp(`<(title|desc) id="${id}">[^<]+</\\1>`));
        }
        const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
        expect(new Set(ids).size).toBe(ids.length);
      }
  });

  it('caption the deal with something the title does not say, and link related games', () => {
    const html = htmlPage(athena, 'en', { results: null });
    expect(html).toContain('<figcaption>Deal 1 as dealt.');
    expect(html).not.toContain('The starting layout of');
    expect(html).toContain('<a href="klondike.html">Klondike</a>');
    expect(htmlPage(shamrocks, 'en', { results: null })).toContain('<a href="la-belle-lucie.html">La Belle Lucie</a>');
    // Every game a sentence lists is linked, even one whose name the sentence used before (the family's name).
    const family = htmlPage(athena, 'es', { results: null }).match(/<p id="related-family"[^>]*>.*<\/p>/)![0];
    for (const id of ['athena-aisleriot', 'klondike', 'minerva', 'bureau'])
      expect(family).toContain(`href="${id}.html"`);
    expect(family.split(':')[0]).not.toContain('<a ');
    expect(markdownPage(athena, 'en', { results: null })).toMatch(/\[Klondike\]\(klondike\.md\)/);
    // Once a paragraph: the comparison names Klondike three times and links it once.
    const like = htmlPage(athena, 'en', { results: null }).match(/<p id="related-like"[^>]*>.*<\/p>/)![0];
    expect(like.match(/Klondike/g)!.length).toBeGreaterThan(1);
    expect(like.match(/href="klondike.html"/g)).toHaveLength(1);
  });
});

describe('game links', () => {
  it('link a game by its whole name: Athena (Aisleriot) to its own page, never Athena inside it, in en, es, fr', () => {
    for (const locale of locales)
      for (const def of variants.filter((v) => v.id !== 'athena-aisleriot')) {
        const html = htmlPage(def, locale, { results: null });
        const md = markdownPage(def, locale, { results: null });
        if (!html.includes('Athena (Aisleriot)')) continue;
        expect(html, `${def.id} ${locale}`).not.toMatch(/<a href="athena\.html">Athena<\/a> \(Aisleriot\)/);
        expect(html, `${def.id} ${locale}`).toContain('<a href="athena-aisleriot.html">Athena (Aisleriot)</a>');
        expect(md, `${def.id} ${locale}`).not.toContain('[Athena](athena.md) (Aisleriot)');
      }
  });

  it('link every source cited that has an address, in the list that closes the page', () => {
    for (const locale of locales) {
      const html = htmlPage(
        variants.find((v) => v.id === 'la-belle-lucie')!,
        locale,
        { results: null },
      );
      expect(html).toContain('href="https://github.com/shlomif/PySolFC/blob/master/html-src/rules/labellelucie.html"');
      expect(html).toContain('href="https://en.wikipedia.org/wiki/La_Belle_Lucie"');
      expect(html).toContain('href="https://www.goodsol.com/"');
    }
  });
});

describe('index', () => {
  it('groups the games by family, each with a summary of its own', () => {
    for (const locale of locales) {
      const html = renderHtmlIndex(variants, locale);
      expect(html.match(/<section id="family-/g)).toHaveLength(families.length);
      const piles = html.match(/<section id="family-klondike">[\s\S]*?<\/section>/)![0];
      const fans = html.match(/<section id="family-fan">[\s\S]*?<\/section>/)![0];
      const cells = html.match(/<section id="family-freecell">[\s\S]*?<\/section>/)![0];
      const groups = html.match(/<section id="family-yukon">[\s\S]*?<\/section>/)![0];
      expect(piles).toContain('href="athena.html"');
      // Each family says what its games share (game-text's familyAbout) before listing them.
      expect(cells).toContain('href="freecell.html"');
      expect(groups).toContain('href="russian-solitaire.html"');
      for (const section of [piles, fans, cells, groups])
        expect(section).toMatch(/<\/h2>\n<p>[^<]+<\/p>\n<ul class="games">/);
      expect(fans).toContain('href="shamrocks.html"');
      expect(fans).not.toContain('href="klondike.html"');
      const summaries = [...html.matchAll(/<\/a> — ([^<]+)<\/li>/g)].map((m) => m[1]);
      expect(summaries).toHaveLength(variants.length);
      expect(new Set(summaries).size).toBe(variants.length);
      expect(renderMarkdownIndex(variants, locale).match(/^## /gm)).toHaveLength(families.length);
    }
  });
});
