// The review step of the rules pages (README.md, "Review"): the checks a fluent reader's review asked for, run on
// every page as written. The language checks come from @solitaire/game-text/testing (the same run on the catalogs);
// the checks here need the page: its links, its odds line, its glance box, its captions, what it must contain.
import { type Rules, type VariantDefinition, fullDeck } from '@solitaire/engine';
import { type Locale, cardLabel, glossaries, locales, variantName } from '@solitaire/game-text';
import { formatMessage, formatShare, oddsCondition, oddsConditions, siteText } from '@solitaire/game-text/rules';
import { type LanguageKind, languageKinds, languageProblems } from '@solitaire/game-text/testing';
import { aboutGame, findVariant, oddsOf, resultsFor, variants } from '@solitaire/variants';

/** What the review checks on a page besides its language, one kind per error a reviewer found. */
const pageKinds = [
  'gameLink',
  'odds',
  'oddsDefined',
  'glossaryClaims',
  'emptyFoundation',
  'glanceRepeat',
  'captionArticle',
  'content',
] as const;
/** A kind of page problem. */
type PageKind = (typeof pageKinds)[number];
/** Every kind the review reports: the page's own and the language's. */
export const reviewKinds = [...pageKinds, ...languageKinds] as const;
/** A kind the review reports. */
type ReviewKind = PageKind | LanguageKind;

/** One problem: its kind, the page, and what was found. */
export interface Finding {
  readonly kind: ReviewKind;
  readonly page: string;
  readonly found: string;
}

/** A page of the site as written: its path (`fr/athena.html`) and its text. */
export interface WrittenPage {
  readonly path: string;
  readonly content: string;
}

const entities: readonly [RegExp, string][] = [
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
  [/&quot;/g, '"'],
  [/&#39;/g, "'"],
  [/&amp;/g, '&'],
];
const decode = (s: string): string => entities.reduce((out, [re, c]) => out.replace(re, c), s);
const isHtml = (page: WrittenPage): boolean => page.path.endsWith('.html');

// What a reader does not see: style, comments, pictures (their words are checked as captions), tags, link targets.
const hidden: readonly [RegExp, string][] = [
  [/<style>[\s\S]*?<\/style>/g, ''],
  [/<!--[\s\S]*?-->/g, ''],
  [/<svg[\s\S]*?<\/svg>/g, ''],
  [/<\/(p|li|dd|dt|h\d|figcaption|ol|ul|section|div)>/g, '\n\n'],
  [/<[^>]+>/g, ''],
];
const markdownHidden: readonly [RegExp, string][] = [
  [/<!--[\s\S]*?-->/g, ''],
  [/<a id="[^"]*"><\/a>/g, ''],
  [/!\[[^\]]*\]\([^)]*\)/g, ''],
  [/\[([^\]]*)\]\([^)]*\)/g, '$1'],
  [/\\([[\]*_`\\])/g, '$1'],
  [/\*\*|(?<!\w)\*|\*(?!\w)/g, ''],
  [/^> ?/gm, ''],
];

/** What a reader sees of a page: no style, comment, tag or Markdown link target; paragraphs kept apart. */
const visibleText = (page: WrittenPage): string =>
  isHtml(page)
    ? decode(hidden.reduce((out, [re, by]) => out.replace(re, by), page.content))
    : markdownHidden.reduce((out, [re, by]) => out.replace(re, by), page.content);

/** The words of a page's inline pictures: each SVG's title and description. */
const pictureWords = (page: WrittenPage): string[] =>
  isHtml(page)
    ? [...page.content.matchAll(/<svg[\s\S]*?<\/svg>/g)].flatMap((svg) =>
        [...svg[0].matchAll(/<(title|desc)[^>]*>([^<]*)<\/\1>/g)].map((m) => decode(m[2]!)),
      )
    : [];

/** The game a page is about, from its path, or null for an index or a glossary. */
const gameOf = (path: string): VariantDefinition | null =>
  findVariant(path.split('/')[1]!.replace(/\.(md|html)$/, '')) ?? null;
const localeOf = (path: string): Locale => path.split('/')[0] as Locale;

/** Links to a game page whose text is not the whole name of that game, or that a longer game name continues. */
const gameLinkProblems = (page: WrittenPage, locale: Locale): string[] => {
  const names = variants.map((v) => ({ id: v.id, name: variantName(v, locale) }));
  const link = isHtml(page)
    ? /<a href="([a-z-]+)\.html">([^<]*)<\/a>([^<]{0,30})/g
    : /\[([^\]]*)\]\(([a-z-]+)\.md\)([^[]{0,30})/g;
  const games = [...page.content.matchAll(link)].flatMap((m) => {
    const [id, shown, after] = isHtml(page) ? [m[1]!, decode(m[2]!), decode(m[3]!)] : [m[2]!, m[1]!, m[3]!];
    const game = names.find((n) => n.id === id);
    if (!game) return [];
    const longer = names.find((n) => n.name.length > shown.length && `${shown}${after}`.startsWith(n.name));
    if (shown !== game.name) return [`“${shown}” links to ${id}, whose name is ${game.name}`];
    if (longer) return [`“${shown}” links to ${id} inside the name ${longer.name}`];
    return [];
  });
  // A game's name is never a glossary term, even where it is spelt like one (the game Fan, a fan).
  const term = isHtml(page)
    ? /<a class="term" href="glossary\.html#[^"]+">([^<]*)<\/a>/g
    : /\[([^\]]*)\]\(glossary\.md#[^)]+\)/g;
  const named = [...page.content.matchAll(term)]
    .map((m) => decode(m[1]!))
    .filter((t) => names.some((n) => n.name === t));
  return [...games, ...named.map((t) => `the game name “${t}” links to the glossary`)];
};

/** The odds line of a page: the glance box's row, as the reader sees it, on one line. */
const oddsLine = (page: WrittenPage, locale: Locale): string => {
  const label = siteText(locale, 'site.glance.odds');
  const text = visibleText(page);
  const at = text.indexOf(label);
  if (at < 0) return '';
  const end = text.indexOf('\n', at + label.length + 5);
  return text.slice(at, end < 0 ? undefined : end).replace(/[ \t\r\n]+/g, ' ');
};

/**
 * The odds must say what was measured: the deals tried won at least (rounded down) and at most (rounded up), never
 * the share of the decided deals alone, and never 100% where deals are undecided.
 */
const oddsProblems = (page: WrittenPage, locale: Locale, def: Rules | VariantDefinition): string[] => {
  const record = resultsFor(def as VariantDefinition);
  const odds = record ? oddsOf(record) : null;
  if (!odds || odds.undecided === 0) return [];
  const line = oddsLine(page, locale);
  const problems: string[] = [];
  const atLeast = formatShare(odds.won, odds.deals, locale, 'down');
  const atMost = formatShare(odds.won + odds.undecided, odds.deals, locale, 'up');
  const decidedShare = formatShare(odds.won, odds.decided, locale, 'nearest');
  if (!line.includes(atLeast))
    problems.push(`the deals surely won, ${atLeast}, are not stated: “${line.slice(0, 120)}”`);
  if (odds.lost > 0 && !line.includes(atMost)) problems.push(`the most that could be won, ${atMost}, is not stated`);
  if (/100[.,]0\s?%/.test(line)) problems.push('100.0% printed where deals are undecided');
  if (line.includes(decidedShare) && decidedShare !== atLeast && decidedShare !== atMost)
    problems.push(`the share of decided deals, ${decidedShare}, is given as the odds`);
  return problems;
};

/**
 * Every odds line links its condition to its definition, and the condition is the game's own, read from its rules:
 * "if every card were known" where cards are face down, the shuffles where only they are unknown, perfect play where
 * nothing is hidden. No other condition is given, and the upper figure says that it counts the undecided deals won.
 */
const oddsDefinedProblems = (page: WrittenPage, locale: Locale, def: Rules | VariantDefinition): string[] => {
  const record = resultsFor(def as VariantDefinition);
  if (!record) return [];
  const href = isHtml(page) ? 'glossary.html#term-winnable' : 'glossary.md#term-winnable';
  const problems = page.content.includes(href) ? [] : ['the odds do not link their condition to its definition'];
  const line = oddsLine(page, locale);
  const condition = oddsCondition(def as VariantDefinition);
  const phrase = (c: (typeof oddsConditions)[number]) => siteText(locale, 'site.odds.known', { condition: c });
  if (!line.includes(phrase(condition)))
    problems.push(`the odds do not give this game’s condition, “${phrase(condition)}”`);
  else if (line.split(phrase(condition)).length < 3) problems.push('the 95% range is given without the condition');
  for (const other of oddsConditions.filter((c) => phrase(c) !== phrase(condition) && line.includes(phrase(c))))
    problems.push(`the odds give another game’s condition (${other}): “${phrase(other)}”`);
  const odds = oddsOf(record);
  const atMost =
    odds && odds.lost > 0 && odds.undecided > 0
      ? formatShare(odds.won + odds.undecided, odds.deals, locale, 'up')
      : null;
  const counted = {
    en: 'counting the undecided deals as won',
    es: 'contando como ganados',
    fr: 'en comptant comme gagnées',
  };
  if (atMost && !line.includes(`${atMost} (${counted[locale]}`))
    problems.push(`the upper figure, ${atMost}, does not say that it counts the undecided deals as won`);
  return problems;
};

/** A glossary definition holds for every game: foundations built in alternating colours, face-down pile cards. */
const glossaryClaimProblems = (page: WrittenPage, locale: Locale): string[] => {
  const text = visibleText(page);
  const definition = (term: string): string => {
    const name = term.charAt(0).toUpperCase() + term.slice(1);
    const at = text.search(new RegExp(`(^|\\n)${name}(\\n| —)`));
    return at < 0 ? '' : text.slice(at, text.indexOf('\n\n', text.indexOf(name, at) + name.length + 3));
  };
  const g = glossaries[locale].nouns;
  const problems: string[] = [];
  const alternate = {
    en: 'alternating colours',
    es: 'alternando colores',
    fr: 'en alternant le rouge et le noir',
  }[locale];
  const someAlternate = variants.some((v) => v.foundations.build === 'alternateColour');
  if (someAlternate && !definition(g.foundation.one).includes(alternate))
    problems.push(`the ${g.foundation.one} is defined as if every game built it in suit`);
  const faceDown = { en: 'face-down', es: 'boca abajo', fr: 'face cachée' }[locale];
  if (variants.some((v) => v.deal.tableau.kind !== 'fans') && !definition(g.pile.one).includes(faceDown))
    problems.push(`the ${g.pile.one} is defined as if all its cards could be seen`);
  return problems;
};

/** A game that starts each foundation with its Ace never speaks of an empty foundation. */
const emptyFoundationProblems = (page: WrittenPage, locale: Locale, def: Rules | VariantDefinition): string[] => {
  if (!def.deal.acesToFoundations) return [];
  const g = glossaries[locale].nouns.foundation;
  const empty = { en: `empty ${g.one}`, es: `${g.one} vacía`, fr: `${g.one} vide` }[locale];
  return visibleText(page).includes(empty) ? [`speaks of an ${empty}, which this game never has`] : [];
};

/** A glance value never repeats its label ("Draw — Draw three cards", "Redeals — Unlimited redeals"). */
const glanceRepeatProblems = (page: WrittenPage): string[] => {
  const rows = isHtml(page)
    ? [...page.content.matchAll(/<dt>([^<]+)<\/dt>\s*<dd>([^<]+)/g)].map((m) => [decode(m[1]!), decode(m[2]!)] as const)
    : [...page.content.matchAll(/^> - \*\*([^*]+)\*\* — (.*)$/gm)].map((m) => [m[1]!, m[2]!] as const);
  return rows.flatMap(([label, value]) => {
    const v = value.toLowerCase();
    const repeats = v.startsWith(label.split(/\s/)[0]!.toLowerCase().slice(0, 4)) || v.includes(label.toLowerCase());
    return repeats ? [`“${label} — ${value.slice(0, 60)}”`] : [];
  });
};

/** Captions name each card with its article, as a sentence does: "the seven of clubs", « le sept de trèfle ». */
const captionArticleProblems = (page: WrittenPage, locale: Locale): string[] => {
  const captions = isHtml(page)
    ? [...page.content.matchAll(/<figcaption>([^<]*)<\/figcaption>/g)].map((m) => decode(m[1]!))
    : [...page.content.matchAll(/^\*(.+)\*$/gm)].map((m) => m[1]!.replace(/\\/g, ''));
  const articles = {
    en: ['the', 'a'],
    es: ['el', 'la', 'un', 'una', 'del', 'al'],
    fr: ['le', 'la', 'un', 'une', 'du', 'au'],
  }[locale];
  const labels = fullDeck(1).map((card) => cardLabel(card, locale));
  return captions.flatMap((caption) =>
    labels.flatMap((label) => {
      const at = caption.indexOf(label);
      if (at < 0) return [];
      const before = caption.slice(0, at);
      const named = articles.some((a) => before.endsWith(`${a} `)) || before.endsWith('l’') || /\p{L}$/u.test(before);
      return named ? [] : [`“${label}” without its article: “${caption.slice(0, 100)}”`];
    }),
  );
};

/**
 * What the best sources give and a page must too: when the game is lost, its sources linked, other names, where the
 * name comes from, a worked opening; on a Markdown page, pictures and glossary links as on the HTML page.
 */
const contentProblems = (page: WrittenPage, locale: Locale, def: VariantDefinition): string[] => {
  const text = visibleText(page);
  const info = aboutGame(def.id);
  const problems: string[] = [];
  const lost = { en: ' is lost ', es: ' se pierde ', fr: 'est perdue ' }[locale];
  if (!text.includes(lost)) problems.push('does not say when the game is lost');
  if (!/href="https:\/\/|\]\(https:\/\//.test(page.content)) problems.push('links to none of the sources it cites');
  for (const name of (info?.otherNames ?? []).flatMap((n) => n.names))
    if (!text.includes(name)) problems.push(`does not give the other name ${name}`);
  const origin = info?.name
    ? formatMessage(locale, 'about.origin', { note: info.name.note, source: info.name.source ?? 'none' })
    : '';
  if (origin && !text.includes(origin.slice(0, 40))) problems.push('does not say where the name comes from');
  const steps =
    /<ol class="opening">(\s*<li>[^<]+<\/li>){3,}/.test(page.content) || /(^\d\. .+\n){3,}/m.test(page.content);
  if (!text.includes(siteText(locale, 'site.opening')) || !steps) problems.push('has no worked opening of a few moves');
  if (!isHtml(page)) {
    if (!/!\[[^\]]+\]\([a-z-]+-deal\.svg\)/.test(page.content)) problems.push('the Markdown page carries no picture');
    if (!/\]\(glossary\.md#term-[a-z]+\)/.test(page.content)) problems.push('the Markdown page links no glossary term');
  }
  return problems;
};

/**
 * Everything the review finds on one written page: the page's own checks for a game page, the glossary's claims
 * on a glossary page, and the language checks on everything a reader sees.
 */
export const reviewPage = (page: WrittenPage): Finding[] => {
  if (!/\.(md|html)$/.test(page.path) || !locales.includes(localeOf(page.path))) return [];
  const locale = localeOf(page.path);
  const def = gameOf(page.path);
  const found = (kind: ReviewKind, list: readonly string[]): Finding[] =>
    list.map((f) => ({ kind, page: page.path, found: f }));
  const language = [
    ...languageProblems(locale, visibleText(page), { register: true }),
    // The pictures' words, which a screen reader reads and a copy keeps: their titles and descriptions.
    ...pictureWords(page).flatMap((words) => languageProblems(locale, words)),
  ];
  const findings: Finding[] = [
    ...found('gameLink', gameLinkProblems(page, locale)),
    ...found('glanceRepeat', glanceRepeatProblems(page)),
    ...found('captionArticle', captionArticleProblems(page, locale)),
    ...language.map((p) => ({ kind: p.kind, page: page.path, found: p.found })),
  ];
  if (/\/glossary\.(md|html)$/.test(page.path))
    findings.push(...found('glossaryClaims', glossaryClaimProblems(page, locale)));
  if (def)
    findings.push(
      ...found('odds', oddsProblems(page, locale, def)),
      ...found('oddsDefined', oddsDefinedProblems(page, locale, def)),
      ...found('emptyFoundation', emptyFoundationProblems(page, locale, def)),
      ...found('content', contentProblems(page, locale, def)),
    );
  return findings;
};
