import type { Rules, VariantDefinition } from '@solitaire/engine';
import { type Locale, autonyms, formatMessage, locales, renderRules, variantName } from '@solitaire/game-text';

// Pages live at <locale>/<variant-id>.md, so a sibling language is one directory up.
const languageLinks = (file: string, locale: Locale): string =>
  locales.map((l) => (l === locale ? `**${autonyms[l]}**` : `[${autonyms[l]}](../${l}/${file})`)).join(' · ');

/** A game's rules page in Markdown; each paragraph ends with the ids of the RULES.md statements it makes. */
export const renderMarkdown = (def: VariantDefinition | Rules, locale: Locale): string => {
  const doc = renderRules(def, locale);
  const out = [
    `# ${doc.title}`,
    '',
    `${languageLinks(`${def.id}.md`, locale)} · [${formatMessage(locale, 'page.allGames')}](index.md)`,
    '',
  ];
  for (const s of doc.sections) {
    out.push(`## ${s.heading}`, '');
    for (const p of s.paragraphs) out.push(p.ruleIds.length ? `${p.text} <sup>${p.ruleIds.join(' ')}</sup>` : p.text, '');
  }
  return out.join('\n');
};

/** The Markdown index of every game in one locale, linking to each game's page. */
export const renderMarkdownIndex = (defs: readonly VariantDefinition[], locale: Locale): string => {
  const out = [`# ${formatMessage(locale, 'index.title')}`, '', languageLinks('index.md', locale), '', formatMessage(locale, 'index.intro'), ''];
  for (const def of defs) {
    const summary = renderRules(def, locale).sections[0]?.paragraphs[0]?.text ?? '';
    out.push(`- [${variantName(def, locale)}](${def.id}.md) — ${summary}`);
  }
  out.push('');
  return out.join('\n');
};
