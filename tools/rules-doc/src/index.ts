export { renderMarkdown, renderMarkdownIndex } from './markdown.js';
export { type PageOptions, renderHtml, renderHtmlIndex, renderHtmlGlossary, renderHtmlRoot } from './html.js';
export { PICTURED_DEAL, dealSvg } from './svg.js';
export { type Example, type ExampleKind, exampleKinds, examplesFor } from './examples.js';
export { type GlanceRow, glanceRows } from './glance.js';
export { type SitePage, sitePages } from './pages.js';
// writeSite (file I/O) stays out of this entry so browser bundles never see node:fs; the CLI imports it directly.
