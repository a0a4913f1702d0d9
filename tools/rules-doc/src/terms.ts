import { type Locale, type NounKey, glossaries } from '@solitaire/game-text';
import { registeredNames } from './gameLinks.js';

/** The glossary terms linked from the rules pages: the places and actions of the table a newcomer may not know. */
const linkedTerms = [
  'tableau',
  'pile',
  'fan',
  'foundation',
  'stock',
  'waste',
  'reserve',
  'redeal',
  'pass',
  'draw',
  'run',
  'solver',
] as const satisfies readonly NounKey[];

/** The anchor of a term on the glossary page (a glossary noun, or a term of the odds such as `winnable`). */
export const termAnchor = (term: string): string => `term-${term}`;

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = new Map<Locale, { re: RegExp; byForm: Map<string, NounKey> }>();
const patternOf = (locale: Locale) => {
  let p = patterns.get(locale);
  if (!p) {
    const byForm = new Map<string, NounKey>();
    for (const term of linkedTerms) {
      const noun = glossaries[locale].nouns[term];
      for (const form of [noun.one, noun.other]) byForm.set(form.toLowerCase(), term);
    }
    // Longest forms first, so "nuevo reparto" wins over "reparto".
    const forms = [...byForm.keys()].sort((a, b) => b.length - a.length).map(escapeRe);
    p = { re: new RegExp(`(?<![\\p{L}\\p{N}-])(?:${forms.join('|')})(?![\\p{L}\\p{N}-])`, 'giu'), byForm };
    patterns.set(locale, p);
  }
  return p;
};

// Where a game's name stands in a text (matched as written, whole words): a term inside it is part of the name.
const nameSpans = (text: string, locale: Locale): [number, number][] =>
  registeredNames(locale).flatMap((name) => {
    const whole = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(name)}(?![\\p{L}\\p{N}])`, 'gu');
    return [...text.matchAll(whole)].map((m): [number, number] => [m.index, m.index + name.length]);
  });

/**
 * Links the first use of each glossary term in `html` (already escaped text, no tags) to the glossary page,
 * skipping terms in `seen`, which it updates: pass one set per section so each section links a term once. `link`
 * writes the link (an HTML anchor unless the page is Markdown). A word inside a game's name is the name, not the
 * term: the game Fan is never linked to the glossary's fan.
 */
export const linkTerms = (
  html: string,
  locale: Locale,
  seen: Set<NounKey>,
  glossaryHref = 'glossary.html',
  link: (found: string, href: string) => string = (found, href) => `<a class="term" href="${href}">${found}</a>`,
): string => {
  const { re, byForm } = patternOf(locale);
  const names = nameSpans(html, locale);
  return html.replace(re, (found: string, at: number) => {
    const term = byForm.get(found.toLowerCase());
    if (!term || seen.has(term) || names.some(([from, to]) => at >= from && at < to)) return found;
    seen.add(term);
    return link(found, `${glossaryHref}#${termAnchor(term)}`);
  });
};
