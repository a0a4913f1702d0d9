import type { Rules, VariantDefinition } from '@solitaire/engine';
import { type Locale, type NounKey, autonyms, glossaries, locales } from '@solitaire/game-text';
import {
  type RulesParagraph,
  formatMessage,
  renderRules,
  siteGlossaryTerms,
  siteOddsTerms,
  siteText,
} from '@solitaire/game-text/rules';
import type { WinnabilityRecord } from '@solitaire/variants';
import { escapeXml as esc } from './escape.js';
import { exampleCaption, exampleSvg } from './exampleSvg.js';
import { type Example, examplesFor } from './examples.js';
import { type GlanceLink, glanceRows } from './glance.js';
import { indexGroups } from './family.js';
import { type PlacedLinks, fillGameLinks, placeGameLinks, registeredNames } from './gameLinks.js';
import { recordFor } from './odds.js';
import { exampleSection } from './pictures.js';
import { openingOf, openingStepText } from './opening.js';
import { PICTURED_DEAL, asRules, dealSvg } from './svg.js';
import { linkTerms, termAnchor } from './terms.js';
import { typeset } from './typography.js';

// Readable on screen and on paper, with no external file so a page can be mailed or printed alone. Text keeps a
// reading measure; pictures get a wider column of their own, down to the phone's width.
const CSS = `
body{font:17px/1.55 Georgia,"Times New Roman",serif;color:#1d1d1d;background:#fbfaf7;margin:0}
main{max-width:46em;margin:0 auto;padding:1.5em 1.2em 3em}
nav.langs{font:14px/1.4 system-ui,sans-serif}
nav.langs a,main a{color:#1f4f7a}
h1{font-size:1.9em;margin:.4em 0 .6em;line-height:1.2}
h2{font-size:1.3em;margin:1.6em 0 .4em;border-bottom:1px solid #ddd;padding-bottom:.15em}
h3{font-size:1.05em;margin:1.2em 0 .3em}
p{margin:.5em 0}
a.term{color:inherit;text-decoration:underline dotted #1f4f7a;text-underline-offset:.18em}
.glance{font:15px/1.45 system-ui,sans-serif;background:#fff;border:1px solid #d9d4c7;border-radius:8px;padding:.4em 1.1em .8em;margin:1em 0 1.5em}
.glance h2{font-size:1.05em;border:0;margin:.5em 0 .3em;padding:0}
.glance dl{display:grid;grid-template-columns:max-content 1fr;gap:.35em 1.2em;margin:0}
.glance dl>div{display:contents}
.glance dt{font-weight:600;color:#444}
.glance dd{margin:0}
.glance .odds dd{font-weight:600}
.glance .odds.none dd{font-weight:400;color:#555}
.glance .detail{display:block;font-weight:400;font-size:.88em;color:#555;margin-top:.15em}
figure{margin:1.2em 0;overflow-x:auto}
figure.wide{width:min(960px,calc(100vw - 2.4em));position:relative;left:50%;transform:translateX(-50%)}
figure svg{display:block;width:100%;height:auto;margin:0 auto}
figcaption{font-size:.9em;color:#555;margin-top:.4em;text-align:center}
.narrow{display:none}
@media (max-width:600px){.wide-only{display:none}.narrow{display:block}.glance dl{grid-template-columns:1fr;gap:0}.glance dd{margin-bottom:.5em}}
ul.games li{margin:.5em 0}
dl.terms dt{font-weight:700;margin-top:.9em}
dl.terms dd{margin:.15em 0 0 1.2em}
dl.terms dt:target{background:#fff3c4}
@media print{body{background:#fff;font-size:11pt}nav.langs{display:none}h2{break-after:avoid}p,figure,.glance{break-inside:avoid}a{color:inherit;text-decoration:none}figure.wide{width:100%;left:0;transform:none}}
`.trim();

/** Options of a rendered page. */
export interface PageOptions {
  /** The solver's record to show the odds of, instead of the committed results file's (null: not measured). */
  readonly results?: WinnabilityRecord | null;
}

const t = (locale: Locale, key: Parameters<typeof siteText>[1], values = {}): string => siteText(locale, key, values);
/** Text as it goes on the page: French spacing, then escaped. */
const text = (s: string, locale: Locale): string => esc(typeset(s, locale));

const langNav = (file: string, locale: Locale, home: string): string => {
  const links = locales
    .filter((l) => l !== locale)
    .map((l) => `<a href="../${l}/${file}" hreflang="${l}" lang="${l}">${esc(autonyms[l])}</a>`);
  const label = esc(formatMessage(locale, 'page.otherLanguages'));
  return `<nav class="langs" aria-label="${label}">${home}${links.join(' · ')}</nav>`;
};
const siteLinks = (locale: Locale, file: string): string =>
  [
    file === 'index.html' ? '' : `<a href="index.html">${text(formatMessage(locale, 'page.allGames'), locale)}</a> · `,
    file === 'glossary.html' ? '' : `<a href="glossary.html">${text(t(locale, 'site.glossaryLink'), locale)}</a> · `,
  ].join('');

const page = (locale: Locale, title: string, file: string, nav: string, body: string[]): string =>
  [
    '<!DOCTYPE html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${text(title, locale)}</title>`,
    ...locales
      .filter((l) => l !== locale)
      .map((l) => `<link rel="alternate" hreflang="${l}" href="../${l}/${file}" />`),
    `<style>${CSS}</style>`,
    '</head>',
    '<body>',
    '<main>',
    nav,
    ...body,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');

/** Glance text as HTML, the phrases that have a definition linked to it on the glossary page (the first time each). */
const withTermLinks = (s: string, locale: Locale, links: readonly GlanceLink[], done: Set<string>): string => {
  let html = text(s, locale);
  for (const link of links) {
    const phrase = text(link.phrase, locale);
    if (done.has(link.anchor) || !html.includes(phrase)) continue;
    done.add(link.anchor);
    html = html.replace(phrase, `<a class="term" href="glossary.html#${link.anchor}">${phrase}</a>`);
  }
  return html;
};

const glanceBox = (def: VariantDefinition | Rules, locale: Locale, record: WinnabilityRecord | null): string[] => [
  '<aside class="glance" aria-labelledby="glance">',
  `<h2 id="glance">${text(t(locale, 'site.glance'), locale)}</h2>`,
  '<dl>',
  ...glanceRows(def, locale, record).flatMap((row) => {
    const done = new Set<string>();
    const value = withTermLinks(row.value, locale, row.links ?? [], done);
    const detail = row.detail
      ? `<span class="detail">${withTermLinks(row.detail, locale, row.links ?? [], done)}</span>`
      : '';
    return [
      `<div class="${row.id}${row.id === 'odds' && !row.detail ? ' none' : ''}">`,
      `<dt>${text(row.label, locale)}</dt>`,
      // A space between the two, so that a copy or a screen reader does not run "known.Of" together.
      `<dd>${value}${detail ? ` ${detail}` : ''}</dd>`,
      '</div>',
    ];
  }),
  '</dl>',
  '</aside>',
];

const exampleFigure = (example: Example, fans: boolean, locale: Locale): string[] => [
  `<figure id="example-${example.kind}">`,
  exampleSvg(example, fans, locale, `example-${example.kind}-svg`),
  `<figcaption>${text(exampleCaption(example, locale), locale)}</figcaption>`,
  '</figure>',
];

const dealFigure = (def: VariantDefinition | Rules, locale: Locale): string[] => {
  const caption = `<figcaption>${text(t(locale, 'site.deal.caption', { deal: PICTURED_DEAL }), locale)}</figcaption>`;
  // Fans are drawn six a row on a wide screen and three a row on a phone, so the cards stay big enough to read.
  if (!def.tableau.fans) return ['<figure class="wide" id="deal">', dealSvg(def, locale), caption, '</figure>'];
  return [
    '<figure class="wide" id="deal">',
    `<div class="wide-only">${dealSvg(def, locale, { id: 'deal-wide' })}</div>`,
    `<div class="narrow">${dealSvg(def, locale, { id: 'deal-narrow', perRow: 3 })}</div>`,
    caption,
    '</figure>',
  ];
};

/**
 * A sentence as HTML: French spacing, escaped, the games it names linked to their pages (one mention each), then
 * glossary terms linked once a section. Game links go in first, as placeholders, so no term is linked inside one.
 */
const sentenceHtml = (
  sentence: RulesParagraph['sentences'][number],
  locale: Locale,
  seen: Set<NounKey>,
  games: Set<string>,
): string => {
  const shown = (name: string) => text(name, locale);
  const placed = placeGameLinks(text(sentence.text, locale), sentence, shown, games, registeredNames(locale));
  const link = (g: PlacedLinks['games'][number]) => `<a href="${esc(g.href ?? `${g.id}.html`)}">${g.shown}</a>`;
  return fillGameLinks(placed, linkTerms(placed.text, locale, seen), link);
};

/**
 * One paragraph: a `<p>` with the ids of every rule its sentences state in `data-rules`, each sentence a `<span>`
 * with its own (the first sentence's anchor is the paragraph's). Ids are data for traceability, never shown.
 */
const paragraphHtml = (p: RulesParagraph, locale: Locale, seen: Set<NounKey>): string => {
  const games = new Set<string>();
  const sentences = p.sentences.map((s, i) => {
    const attrs = `${i > 0 ? ` id="${s.id}"` : ''}${s.ruleIds.length ? ` data-rules="${esc(s.ruleIds.join(' '))}"` : ''}`;
    const html = sentenceHtml(s, locale, seen, games);
    return attrs ? `<span${attrs}>${html}</span>` : html;
  });
  return `<p id="${p.id}" data-rules="${esc(p.ruleIds.join(' '))}">${sentences.join(' ')}</p>`;
};

/** The worked opening of the pictured deal: a heading, a sentence, and each step as a list item. */
const openingSection = (def: VariantDefinition | Rules, locale: Locale): string[] => {
  const steps = openingOf(def);
  if (!steps.length) return [];
  const rules = asRules(def);
  return [
    '<section id="opening">',
    `<h2>${text(t(locale, 'site.opening'), locale)}</h2>`,
    `<p>${text(t(locale, 'site.opening.intro', { deal: PICTURED_DEAL }), locale)}</p>`,
    '<ol class="opening">',
    ...steps.map((step) => `<li>${text(openingStepText(rules, step, locale), locale)}</li>`),
    '</ol>',
    '</section>',
  ];
};

/**
 * A standalone HTML rules page: an at-a-glance box (the odds from the solver's results), the rules as paragraphs
 * under section headings, the pinned deal and worked examples drawn with card faces, related games and glossary
 * terms linked. Rule ids stay in `data-rules`, for traceability; nothing shows them to readers.
 */
export const renderHtml = (def: VariantDefinition | Rules, locale: Locale, opts: PageOptions = {}): string => {
  const doc = renderRules(def, locale);
  const examples = examplesFor(def);
  const body = [`<h1>${text(doc.title, locale)}</h1>`, ...glanceBox(def, locale, recordFor(def, opts.results))];
  for (const s of doc.sections) {
    const seen = new Set<NounKey>();
    // The opening comes once the rules are told, before the tips that build on them.
    if (s.id === 'tips') body.push(...openingSection(def, locale));
    body.push(`<section id="${s.id}">`, `<h2>${text(s.heading, locale)}</h2>`);
    for (const p of s.paragraphs) body.push(paragraphHtml(p, locale, seen));
    if (s.id === 'layout') body.push(...dealFigure(def, locale));
    for (const example of examples.filter((e) => exampleSection[e.kind] === s.id))
      body.push(...exampleFigure(example, def.tableau.fans, locale));
    body.push('</section>');
  }
  const nav = langNav(`${def.id}.html`, locale, siteLinks(locale, `${def.id}.html`));
  return page(locale, doc.title, `${def.id}.html`, nav, body);
};

/** The HTML index of every game in one locale, grouped by family, each game with the summary that tells it apart. */
export const renderHtmlIndex = (defs: readonly VariantDefinition[], locale: Locale): string => {
  const title = formatMessage(locale, 'index.title');
  const body = [`<h1>${text(title, locale)}</h1>`, `<p>${text(formatMessage(locale, 'index.intro'), locale)}</p>`];
  for (const group of indexGroups(defs, locale)) {
    body.push(`<section id="family-${group.id}">`, `<h2>${text(group.heading, locale)}</h2>`);
    if (group.about) body.push(`<p>${text(group.about, locale)}</p>`);
    body.push('<ul class="games">');
    for (const game of group.games)
      body.push(
        `<li><a href="${esc(game.id)}.html">${text(game.name, locale)}</a> — ${text(game.summary, locale)}</li>`,
      );
    body.push('</ul>', '</section>');
  }
  body.push(`<p><a href="glossary.html">${text(t(locale, 'site.glossaryLink'), locale)}</a></p>`);
  return page(locale, title, 'index.html', langNav('index.html', locale, siteLinks(locale, 'index.html')), body);
};

/**
 * The glossary page of one locale: each glossary term with its short definition, anchored for the rules pages'
 * links.
 */
export const renderHtmlGlossary = (locale: Locale): string => {
  const title = t(locale, 'site.glossary.title');
  const g = glossaries[locale].nouns;
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const body = [
    `<h1>${text(title, locale)}</h1>`,
    `<p>${text(t(locale, 'site.glossary.intro'), locale)}</p>`,
    '<dl class="terms">',
    ...siteGlossaryTerms.flatMap((term) => [
      `<dt id="${termAnchor(term)}">${text(capital(g[term].one), locale)}</dt>`,
      `<dd>${text(t(locale, `site.term.${term}`), locale)}</dd>`,
    ]),
    ...siteOddsTerms.flatMap((term) => [
      `<dt id="${termAnchor(term)}">${text(t(locale, `site.termName.${term}`), locale)}</dt>`,
      `<dd>${text(t(locale, `site.term.${term}`), locale)}</dd>`,
    ]),
    '</dl>',
  ];
  return page(
    locale,
    title,
    'glossary.html',
    langNav('glossary.html', locale, siteLinks(locale, 'glossary.html')),
    body,
  );
};

/** The top-level page of the output folder: one link per language. */
export const renderHtmlRoot = (): string => {
  const body = [
    '<h1>Rules · Reglas · Règles</h1>',
    '<ul class="games">',
    ...locales.map(
      (l) =>
        `<li lang="${l}"><a href="${l}/index.html" hreflang="${l}">${esc(autonyms[l])}</a> — ${text(formatMessage(l, 'index.title'), l)}</li>`,
    ),
    '</ul>',
  ];
  return page('en', 'Rules · Reglas · Règles', 'index.html', '', body).replace(/\n<link rel="alternate"[^\n]*/g, '');
};
