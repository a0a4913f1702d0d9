import type { VariantDefinition } from '@solitaire/engine';
import { locales } from '@solitaire/game-text';
import { renderHtml, renderHtmlGlossary, renderHtmlIndex, renderHtmlRoot } from './html.js';
import { renderMarkdown, renderMarkdownGlossary, renderMarkdownIndex } from './markdown.js';
import { pictureFiles } from './pictures.js';

/** A file of the generated site, by path relative to the output folder. */
export interface SitePage {
  path: string;
  content: string;
}

/**
 * Every page of the rules site: per locale, one Markdown and one HTML page per game with the pictures the Markdown
 * page links (SVG files), an index and a glossary of each kind.
 */
export const sitePages = (defs: readonly VariantDefinition[]): SitePage[] => {
  const pages: SitePage[] = [{ path: 'index.html', content: renderHtmlRoot() }];
  for (const locale of locales) {
    for (const def of defs) {
      pages.push({ path: `${locale}/${def.id}.md`, content: renderMarkdown(def, locale) });
      pages.push({ path: `${locale}/${def.id}.html`, content: renderHtml(def, locale) });
      for (const picture of pictureFiles(def, locale))
        pages.push({ path: `${locale}/${picture.file}`, content: `${picture.svg}\n` });
    }
    pages.push({ path: `${locale}/index.md`, content: renderMarkdownIndex(defs, locale) });
    pages.push({ path: `${locale}/index.html`, content: renderHtmlIndex(defs, locale) });
    pages.push({ path: `${locale}/glossary.md`, content: renderMarkdownGlossary(locale) });
    pages.push({ path: `${locale}/glossary.html`, content: renderHtmlGlossary(locale) });
  }
  return pages;
};
