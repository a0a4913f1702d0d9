import type { NounKey } from '@solitaire/game-text';
import type { Rules, VariantDefinition } from '@solitaire/engine';
import { type Locale, autonyms, glossaries, locales } from '@solitaire/game-text';
import { formatMessage, renderRules, siteGlossaryTerms, siteOddsTerms, siteText } from '@solitaire/game-text/rules';
import type { WinnabilityRecord } from '@solitaire/variants';
import { indexGroups } from './family.js';
import { fillGameLinks, placeGameLinks, registeredNames } from './gameLinks.js';
import { glanceRows } from './glance.js';
import { recordFor } from './odds.js';
import { openingOf, openingStepText } from './opening.js';
import type { PageOptions } from './html.js';
import { pictureFiles } from './pictures.js';
import { PICTURED_DEAL, asRules } from './svg.js';
import { linkTerms, termAnchor } from './terms.js';
import { typeset } from './typography.js';

// Pages live at <locale>/<variant-id>.md, so a sibling language is one directory up.
const languageLinks = (file: string, locale: Locale): string =>
  locales.map((l) => (l === locale ? `**${autonyms[l]}**` : `[${autonyms[l]}](../${l}/${file})`)).join(' · ');

/** Markdown text: brackets and asterisks a sentence may hold would read as markup, so they are escaped. */
const md = (s: string): string => s.replace(/([\\[\]*_`])/g, '\\$1');

/** A glossary link in Markdown, to the glossary page written beside the rules pages. */
const termLink = (found: string, href: string): string => `[${found}](${href})`;

const glance = (def: VariantDefinition | Rules, locale: Locale, record: WinnabilityRecord | null): string[] => [
  `> **${siteText(locale, 'site.glance')}**`,
  '>',
  ...glanceRows(def, locale, record).map((row) => {
    const done = new Set<string>();
    const linked = (s: string) =>
      (row.links ?? []).reduce((out, link) => {
        if (done.has(link.anchor) || !out.includes(link.phrase)) return out;
        done.add(link.anchor);
        return out.replace(link.phrase, termLink(link.phrase, `glossary.md#${link.anchor}`));
      }, s);
    return `> - **${row.label}** — ${linked(row.value)}${row.detail ? ` ${linked(row.detail)}` : ''}`;
  }),
  '',
];

/** A picture as Markdown: the SVG file beside the page, its caption as alternative text and below it. */
const picture = (file: string, caption: string, locale: Locale): string[] => [
  `![${md(siteText(locale, 'site.picture', { caption }))}](${file})`,
  '',
  `*${md(caption)}*`,
  '',
];

/**
 * A game's rules page in Markdown, saying what the HTML page says: the at-a-glance box as a quotation, the rules as
 * paragraphs under their headings with the games, sources and glossary terms they name linked, the pictures as
 * linked SVG files (written beside the page by `sitePages`), and the worked opening. Each paragraph's RULES.md ids
 * follow it in an HTML comment, kept for traceability and never shown.
 */
export const renderMarkdown = (def: VariantDefinition | Rules, locale: Locale, opts: PageOptions = {}): string => {
  const doc = renderRules(def, locale);
  const pictures = pictureFiles(def, locale);
  const out = [
    `# ${typeset(doc.title, locale)}`,
    '',
    `${languageLinks(`${def.id}.md`, locale)} · [${formatMessage(locale, 'page.allGames')}](index.md)` +
      ` · [${siteText(locale, 'site.glossaryLink')}](glossary.md)`,
    '',
    ...glance(def, locale, recordFor(def, opts.results)).map((line) => typeset(line, locale)),
  ];
  const names = registeredNames(locale);
  for (const s of doc.sections) {
    if (s.id === 'tips') out.push(...openingMarkdown(def, locale));
    const seen = new Set<NounKey>();
    out.push(`## ${typeset(s.heading, locale)}`, '');
    for (const p of s.paragraphs) {
      // Games a sentence names link to their pages, and sources to their addresses, as on the HTML page.
      const games = new Set<string>();
      const text = p.sentences
        .map((sentence) => {
          const shown = (name: string) => md(typeset(name, locale));
          const placed = placeGameLinks(shown(sentence.text), sentence, shown, games, names);
          const terms = linkTerms(placed.text, locale, seen, 'glossary.md', termLink);
          return fillGameLinks(placed, terms, (g) => `[${g.shown}](${g.href ?? `${g.id}.md`})`);
        })
        .join(' ');
      out.push(p.ruleIds.length ? `${text} <!-- rules: ${p.ruleIds.join(' ')} -->` : text, '');
    }
    for (const pic of pictures.filter((x) => x.section === s.id))
      out.push(...picture(pic.file, typeset(pic.caption, locale), locale));
  }
  return out.join('\n');
};

/** The worked opening in Markdown: a heading, a sentence, and the steps as a numbered list. */
const openingMarkdown = (def: VariantDefinition | Rules, locale: Locale): string[] => {
  const steps = openingOf(def);
  if (!steps.length) return [];
  const rules = asRules(def);
  return [
    `## ${typeset(siteText(locale, 'site.opening'), locale)}`,
    '',
    md(typeset(siteText(locale, 'site.opening.intro', { deal: PICTURED_DEAL }), locale)),
    '',
    ...steps.map((step, i) => `${i + 1}. ${md(typeset(openingStepText(rules, step, locale), locale))}`),
    '',
  ];
};

/** The Markdown index of every game in one locale, grouped by family, linking to each game's page. */
export const renderMarkdownIndex = (defs: readonly VariantDefinition[], locale: Locale): string => {
  const out = [
    `# ${formatMessage(locale, 'index.title')}`,
    '',
    languageLinks('index.md', locale),
    '',
    formatMessage(locale, 'index.intro'),
    '',
  ];
  for (const group of indexGroups(defs, locale)) {
    out.push(`## ${group.heading}`, '', ...(group.about ? [group.about, ''] : []));
    for (const game of group.games) out.push(`- [${game.name}](${game.id}.md) — ${game.summary}`);
    out.push('');
  }
  out.push(`[${siteText(locale, 'site.glossaryLink')}](glossary.md)`, '');
  return typeset(out.join('\n'), locale);
};

/** The glossary in Markdown: each term anchored as on the HTML page, so the rules pages' links land on it. */
export const renderMarkdownGlossary = (locale: Locale): string => {
  const g = glossaries[locale].nouns;
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const entry = (anchor: string, name: string, definition: string) => [
    `<a id="${anchor}"></a>**${name}** — ${md(definition)}`,
    '',
  ];
  const t = (key: Parameters<typeof siteText>[1]) => siteText(locale, key);
  const out = [
    `# ${t('site.glossary.title')}`,
    '',
    `${languageLinks('glossary.md', locale)} · [${formatMessage(locale, 'page.allGames')}](index.md)`,
    '',
    t('site.glossary.intro'),
    '',
    ...siteGlossaryTerms.flatMap((term) => entry(termAnchor(term), capital(g[term].one), t(`site.term.${term}`))),
    ...siteOddsTerms.flatMap((term) => entry(termAnchor(term), t(`site.termName.${term}`), t(`site.term.${term}`))),
  ];
  return typeset(out.join('\n'), locale);
};
