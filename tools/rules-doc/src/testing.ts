// Test support, not part of the package (lint treats `testing.ts` as tests): each page rendered once a test run.
// The fast tier's files share one module graph, and a dozen checks read every game's pages in every language: a
// whole pass over the pages costs about 2 s, so rendering them again for each check cost the tier ~10 s of CPU.
import type { Locale } from '@solitaire/game-text';
import type { Rules, VariantDefinition } from '@solitaire/engine';
import { type PageOptions, renderHtml } from './html.js';
import { renderMarkdown } from './markdown.js';

const rendered = new WeakMap<VariantDefinition | Rules, Map<string, string>>();
const once = (def: VariantDefinition | Rules, key: string, render: () => string): string => {
  let pages = rendered.get(def);
  if (!pages) rendered.set(def, (pages = new Map()));
  let page = pages.get(key);
  if (page === undefined) pages.set(key, (page = render()));
  return page;
};

/** `renderHtml`'s page, rendered once a test run for the same definition, language and options. */
export const htmlPage = (def: VariantDefinition | Rules, locale: Locale, opts: PageOptions = {}): string =>
  once(def, `html ${locale} ${JSON.stringify(opts)}`, () => renderHtml(def, locale, opts));

/** `renderMarkdown`'s page, rendered once a test run for the same definition, language and options. */
export const markdownPage = (def: VariantDefinition | Rules, locale: Locale, opts: PageOptions = {}): string =>
  once(def, `md ${locale} ${JSON.stringify(opts)}`, () => renderMarkdown(def, locale, opts));
