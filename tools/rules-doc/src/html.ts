import type { Rules, VariantDefinition } from '@solitaire/engine';
import { type Locale, autonyms, formatMessage, locales, renderRules, variantName } from '@solitaire/game-text';
import { escapeXml as esc } from './escape.js';
import { layoutSvg } from './svg.js';

// Readable on screen and on paper, with no external file so a page can be mailed or printed alone.
const CSS = `
body{font:17px/1.55 Georgia,"Times New Roman",serif;color:#1d1d1d;background:#fbfaf7;margin:0}
main{max-width:46em;margin:0 auto;padding:1.5em 1.2em 3em}
nav.langs{font:14px/1.4 system-ui,sans-serif}
nav.langs a{color:#1f4f7a}
h1{font-size:1.9em;margin:.4em 0 .6em}
h2{font-size:1.3em;margin:1.6em 0 .4em;border-bottom:1px solid #ddd;padding-bottom:.15em}
p{margin:.45em 0}
.ids{font:11px/1 system-ui,sans-serif;color:#777;margin-left:.4em;white-space:nowrap}
figure{margin:1em 0;overflow-x:auto}
figure svg{max-width:100%;height:auto}
figcaption{font-size:.9em;color:#555}
footer{margin-top:2.5em;font-size:.85em;color:#555}
ul.games li{margin:.5em 0}
@media print{body{background:#fff;font-size:11pt}nav.langs{display:none}h2{break-after:avoid}p,figure{break-inside:avoid}a{color:inherit;text-decoration:none}}
`.trim();

const langNav = (file: string, locale: Locale, allGames?: string): string => {
  const links = locales.filter((l) => l !== locale)
    .map((l) => `<a href="../${l}/${file}" hreflang="${l}" lang="${l}">${esc(autonyms[l])}</a>`);
  const label = esc(formatMessage(locale, 'page.otherLanguages'));
  const home = allGames ? `<a href="index.html">${esc(allGames)}</a> · ` : '';
  return `<nav class="langs" aria-label="${label}">${home}${links.join(' · ')}</nav>`;
};

const page = (locale: Locale, title: string, file: string, nav: string, body: string[]): string => [
  '<!DOCTYPE html>',
  `<html lang="${locale}">`,
  '<head>',
  '<meta charset="utf-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1" />',
  `<title>${esc(title)}</title>`,
  ...locales.filter((l) => l !== locale).map((l) => `<link rel="alternate" hreflang="${l}" href="../${l}/${file}" />`),
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

/**
 * A standalone HTML rules page: every sentence is a paragraph with an `id` anchor and the RULES.md ids it states
 * in `data-rules`; the starting layout is drawn inline; links lead to the same page in the other languages.
 */
export const renderHtml = (def: VariantDefinition | Rules, locale: Locale): string => {
  const doc = renderRules(def, locale);
  const body = [`<h1>${esc(doc.title)}</h1>`];
  for (const s of doc.sections) {
    body.push(`<section id="${s.id}">`, `<h2>${esc(s.heading)}</h2>`);
    if (s.id === 'layout')
      body.push('<figure>', layoutSvg(def, locale), `<figcaption>${esc(formatMessage(locale, 'page.figure', { name: doc.name }))}</figcaption>`, '</figure>');
    for (const p of s.paragraphs) {
      const ids = p.ruleIds.join(' ');
      const tag = ids ? ` <span class="ids" aria-hidden="true">${esc(ids)}</span>` : '';
      body.push(`<p id="${p.id}" data-rules="${esc(ids)}">${esc(p.text)}${tag}</p>`);
    }
    body.push('</section>');
  }
  const nav = langNav(`${def.id}.html`, locale, formatMessage(locale, 'page.allGames'));
  return page(locale, doc.title, `${def.id}.html`, nav, body);
};

/** The HTML index of every game in one locale. */
export const renderHtmlIndex = (defs: readonly VariantDefinition[], locale: Locale): string => {
  const title = formatMessage(locale, 'index.title');
  const items = defs.map((def) => {
    const summary = renderRules(def, locale).sections[0]?.paragraphs[0]?.text ?? '';
    return `<li><a href="${esc(def.id)}.html">${esc(variantName(def, locale))}</a> — ${esc(summary)}</li>`;
  });
  const body = [`<h1>${esc(title)}</h1>`, `<p>${esc(formatMessage(locale, 'index.intro'))}</p>`, '<ul class="games">', ...items, '</ul>'];
  return page(locale, title, 'index.html', langNav('index.html', locale), body);
};

/** The top-level page of the output folder: one link per language. */
export const renderHtmlRoot = (): string => {
  const body = [
    '<h1>Rules · Reglas · Règles</h1>',
    '<ul class="games">',
    ...locales.map((l) => `<li lang="${l}"><a href="${l}/index.html" hreflang="${l}">${esc(autonyms[l])}</a> — ${esc(formatMessage(l, 'index.title'))}</li>`),
    '</ul>',
  ];
  return page('en', 'Rules · Reglas · Règles', 'index.html', '', body).replace(/\n<link rel="alternate"[^\n]*/g, '');
};
