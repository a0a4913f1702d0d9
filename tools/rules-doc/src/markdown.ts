import type { Rules, VariantDefinition } from '@solitaire/engine';
import { type Locale, autonyms, locales } from '@solitaire/game-text';
import { formatMessage, renderRules, siteText } from '@solitaire/game-text/rules';
import { indexGroups } from './family.js';
import { fillGameLinks, placeGameLinks } from './gameLinks.js';
import { glanceRows } from './glance.js';
import { oddsFor } from './odds.js';
import type { PageOptions } from './html.js';
import type { Odds } from '@solitaire/variants';
import { typeset } from './typography.js';

// Pages live at <locale>/<variant-id>.md, so a sibling language is one directory up.
const languageLinks = (file: string, locale: Locale): string =>
  locales.map((l) => (l === locale ? `**${autonyms[l]}**` : `[${autonyms[l]}](../${l}/${file})`)).join(' · ');

const glance = (def: VariantDefinition | Rules, locale: Locale, odds: Odds | null): string[] => [
  `> **${siteText(locale, 'site.glance')}**`,
  '>',
  ...glanceRows(def, locale, odds).map((row) => `> - **${row.label}** — ${row.value}${row.detail ? ` (${row.detail})` : ''}`),
  '',
];

/**
 * A game's rules page in Markdown: the at-a-glance box as a quotation, then the rules as paragraphs under their
 * headings, the games they name linked. Each paragraph's RULES.md ids follow it in an HTML comment, kept for traceability and never shown.
 */
export const renderMarkdown = (def: VariantDefinition | Rules, locale: Locale, opts: PageOptions = {}): string => {
  const doc = renderRules(def, locale);
  const odds = oddsFor(def, opts.results);
  const out = [
    `# ${typeset(doc.title, locale)}`,
    '',
    `${languageLinks(`${def.id}.md`, locale)} · [${formatMessage(locale, 'page.allGames')}](index.md)`,
    '',
    ...glance(def, locale, odds).map((line) => typeset(line, locale)),
  ];
  for (const s of doc.sections) {
    out.push(`## ${typeset(s.heading, locale)}`, '');
    for (const p of s.paragraphs) {
      // Games a sentence names link to their pages, as on the HTML page.
      const games = new Set<string>();
      const text = p.sentences.map((sentence) => {
        const placed = placeGameLinks(typeset(sentence.text, locale), sentence, (name) => typeset(name, locale), games);
        return fillGameLinks(placed, placed.text, (g) => `[${g.shown}](${g.id}.md)`);
      }).join(' ');
      out.push(p.ruleIds.length ? `${text} <!-- rules: ${p.ruleIds.join(' ')} -->` : text, '');
    }
  }
  return out.join('\n');
};

/** The Markdown index of every game in one locale, grouped by family, linking to each game's page. */
export const renderMarkdownIndex = (defs: readonly VariantDefinition[], locale: Locale): string => {
  const out = [`# ${formatMessage(locale, 'index.title')}`, '', languageLinks('index.md', locale), '', formatMessage(locale, 'index.intro'), ''];
  for (const group of indexGroups(defs, locale)) {
    out.push(`## ${group.heading}`, '', ...(group.about ? [group.about, ''] : []));
    for (const game of group.games) out.push(`- [${game.name}](${game.id}.md) — ${game.summary}`);
    out.push('');
  }
  return typeset(out.join('\n'), locale);
};
