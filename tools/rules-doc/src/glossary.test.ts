import { locales } from '@solitaire/game-text';
import { allDefinitions, glossaryProblems } from '@solitaire/game-text/testing';
import { variants } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { renderHtmlGlossary, renderHtmlIndex } from './html.js';
import { renderMarkdownIndex } from './markdown.js';
import { htmlPage, markdownPage } from './testing.js';

// The pages as written, furniture included, say things with the glossary's words, as the apps do (game-text's
// glossary test checks the apps' catalogs against the same glossary).
describe.each(locales)('%s pages', (locale) => {
  it('use only glossary words, with their gender, for every game, option value and cousin', () => {
    const pages = [
      ...allDefinitions().map((def) => markdownPage(def, locale)),
      renderMarkdownIndex(variants, locale),
      renderHtmlIndex(variants, locale),
      renderHtmlGlossary(locale),
      ...variants.map((def) => htmlPage(def, locale)),
    ];
    // The style sheet is no text (its grid-template-columns would read as the word "columns").
    expect(pages.flatMap((page) => glossaryProblems(locale, page.replace(/<style>[\s\S]*?<\/style>/, '')))).toEqual([]);
  });
});
