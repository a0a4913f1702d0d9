export { renderMarkdown, renderMarkdownIndex, renderMarkdownGlossary } from './markdown.js';
export { type PageOptions, renderHtml, renderHtmlIndex, renderHtmlGlossary, renderHtmlRoot } from './html.js';
export { PICTURED_DEAL, dealSvg } from './svg.js';
export { type Example, type ExampleKind, exampleKinds, examplesFor } from './examples.js';
export { type GlanceRow, type GlanceLink, glanceRows } from './glance.js';
export { type OpeningStep, openingOf, openingStepText } from './opening.js';
export { type PictureFile, pictureFiles } from './pictures.js';
export { type SitePage, sitePages } from './pages.js';
// writeSite (file I/O) stays out of this entry so browser bundles never see node:fs; the CLI imports it directly.
