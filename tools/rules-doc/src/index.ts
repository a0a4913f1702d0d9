export { renderMarkdown, renderMarkdownIndex } from './markdown.js';
export { renderHtml, renderHtmlIndex, renderHtmlRoot } from './html.js';
export { layoutSvg } from './svg.js';
export { type SitePage, sitePages } from './pages.js';
// writeSite (file I/O) stays out of this entry so browser bundles never see node:fs; the CLI imports it directly.
