import type { VariantDefinition } from '@solitaire/engine';
import { locales } from '@solitaire/game-text';
import { renderHtml, renderHtmlGlossary, renderHtmlIndex, renderHtmlRoot } from './html.js';
import { renderMarkdown, renderMarkdownIndex } from './markdown.js';

/** A file of the generated site, by path relative to the output folder. */
export interface SitePage {
  path: string;
  content: string;
}

/** Every page of the rules site: per locale, one Markdown and one HTML page per game, an index of each, a glossary. */
export const sitePages = (defs: readonly VariantDefinition[]): SitePage[] => {
  const pages: SitePage[] = [{ path: 'index.html', content: renderHtmlRoot() }];
  for (const locale of locales) {
    for (const def of defs) {
      pages.push({ path: `${locale}/${def.id}.md`, content: renderMarkdown(def, locale) });
      pages.push({ path: `${locale}/${def.id}.html`, content: renderHtml(def, locale) });
    }
    pages.push({ path: `${locale}/index.md`, content: renderMarkdownIndex(defs, locale) });
    pages.push({ path: `${locale}/index.html`, content: renderHtmlIndex(defs, locale) });
    pages.push({ path: `${locale}/glossary.html`, content: renderHtmlGlossary(locale) });
  }
  return pages;
};
