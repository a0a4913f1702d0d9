export { type Locale, locales, isLocale, autonyms } from './locales.js';
export { type MessageArgs, catalogs, formatMessage, hasMessage } from './format.js';
export { type SectionId, type Clause, type DescribedSection, type Description, sectionIds, describe } from './describe.js';
export { type DealShape, dealShape } from './dealShape.js';
export { type RulesDocument, type RulesSection, type RulesParagraph, renderRules, renderDescription } from './render.js';
export { variantName } from './names.js';
export { cardLabel } from './cards.js';
export { refusalText } from './refusal.js';
export { optionLabel, optionName } from './optionLabel.js';
export { renderMarkdown, renderMarkdownIndex } from './markdown.js';
export { renderHtml, renderHtmlIndex, renderHtmlRoot } from './html.js';
export { layoutSvg } from './svg.js';
export { type SitePage, sitePages } from './pages.js';
// writeSite (file I/O) stays out of this entry so browser bundles never see node:fs; the CLI imports it directly.
