// The language checks of the review step (tools/rules-doc/README.md, "Review"): what a native editor of each
// language rejects, as rules a test can run on every rules page and every catalog. Each problem names its kind, so a
// failing test says which item of the checklist it breaks.
import type { Locale } from './locales.js';
import { glossaryProblems } from './testing.js';

/** The kinds of language problem, one per item of the review checklist. */
export const languageKinds = ['bannedForm', 'oneWord', 'typography', 'cardCase', 'numbers', 'register'] as const;
/** A kind of language problem. */
export type LanguageKind = (typeof languageKinds)[number];

/** One problem found in a text: its kind and what was found, with a few words around it. */
export interface LanguageProblem {
  readonly kind: LanguageKind;
  readonly found: string;
}

interface Rule {
  readonly re: RegExp;
  readonly why: string;
}
const rule = (re: RegExp, why: string): Rule => ({ re, why });

const manyPoints = '(?:four|five|six|seven|eight|nine|ten|\\d+)';

/**
 * Forms a native editor strikes out, by language: calques, claims the pages must not make (an odds figure "with
 * perfect play", the capital F the terminal does not bind), words that read as something else.
 */
const banned: Readonly<Record<Locale, readonly Rule[]>> = {
  en: [
    rule(/\d%,? with perfect play\b/i, 'a figure "with perfect play" hides what the solver knew: say it'),
    rule(/\bpress F\b/, 'the terminal binds lower-case f'),
    rule(new RegExp(`\\bplays like [^.]+, except in ${manyPoints} ways`), 'too many differences to "play like" it'),
    rule(
      new RegExp(`\\bexcept on (?:one|two|three|${manyPoints}) points?\\b|\\bdiffers on \\w+ points\\b`),
      'a calque of « à deux points près »: say "in two ways"',
    ),
    rule(/\bas (?:one|a) unit\b/, 'a run moves together'),
    rule(/\bdealt again\b/, 'the glossary word is "redealt"'),
    rule(/\bA first few\b/, 'unidiomatic: "First moves"'),
    rule(/\bone of the \w+ family\b/, 'reads as "one of the Klondikes": "a member of the … family"'),
    rule(/\bWith \w+ unlimited\b/, 'word order: "Since redeals are unlimited"'),
    rule(/\bonly the last of them\b/, 'the last can be read as the bottom one: say which lands on top'),
    rule(/\bkeep room on the\b/, 'room is in a pile or a fan'),
    rule(/\bthe cards are bought for a stake\b/, 'awkward: "you pay a stake for the deck"'),
    rule(/\bone word for each thing\b/, 'not English: "one term for each idea"'),
    rule(/\bevery Two\b|\bthe Twos\b/, 'ranks below the Jack are written as figures: "every 2", "the 2s"'),
    rule(
      /\b(?:once|twice|times) in a game, you may [^.]*: (?:one|two|\w+) redeals?\./i,
      'repeats the count just given',
    ),
  ],
  es: [
    rule(
      /jugando a la perfección/i,
      'say what the solver knew: every card, or «jugando sin errores» where none is hidden',
    ),
    rule(/\bpulsa F\b/, 'the terminal binds lower-case f'),
    rule(
      /se juega como [^.]+, salvo en (?:cuatro|cinco|seis|siete|ocho|nueve|diez|\d+) puntos/,
      'too many differences to "play like" it',
    ),
    rule(/\bde una vez\b/, 'a run moves "entera"'),
    rule(/\bde carta en carta\b/, 'reads as hopping from card to card: «carta a carta»'),
    rule(/\bUnas primeras\b/, 'a calque of "A first few": «Primeras jugadas»'),
    rule(/\bse lleva [^.]*\bcon (?:él|ella)\b/, 'with a third-person subject the reflexive is «consigo»'),
    rule(/\bmontoncito\b/, 'the diminutive is colloquial in rules: «pequeño montón»'),
    rule(/\bsolo la última de ellas\b/, '«la última» can be read as the bottom one: «la que queda encima»'),
    rule(/\bcosa del juego\b/, 'colloquial: «elemento del juego»'),
    rule(/\bvolver a empezar el mazo\b/i, 'not idiomatic: «poner boca abajo el descarte para rehacer el mazo»'),
    rule(/\bson aquí ajustes\b/, 'word order: «aquí son ajustes»'),
    rule(/\borden descendente alternando\b/, 'a comma: «en orden descendente, alternando colores»'),
    rule(/\bpuede desplazarse con\b/, 'one verb per idea: «moverse»'),
    rule(/\b[Nn]o hay mazo[^.]*\bnuevas? pasadas?\b/, 'without a stock there is no pass: «repartirse de nuevo»'),
    rule(/\b(?:montón|abanico) vacío se pierde\b/, 'the one that is emptied: «que se vacía»'),
  ],
  fr: [
    rule(
      /en jouant parfaitement/i,
      'say what the solver knew: every card, or « sans erreur de jeu » where none is hidden',
    ),
    rule(/\bappuyez sur F\b/, 'the terminal binds lower-case f'),
    rule(
      /se joue comme [^.]+, à (?:quatre|cinq|six|sept|huit|neuf|dix|\d+) points près/,
      'too many differences to "play like" it',
    ),
    rule(
      /\bse montent en descendant|\bmonter? en descendant|\bmontent en descendant/,
      'piles are built (construites) going down, foundations go up',
    ),
    rule(
      /immédiatement (?:inférieur|supérieur)(?: ou (?:inférieur|supérieur))? à (?:sa|son|ses|la|le|l’|une|un)\b/,
      'a rank is compared with « celui de » a card',
    ),
    rule(/\bil est l[’']auteur du jeu\b/, 'the source attributes the game to him: say « attribue »'),
    rule(/\bd’un bloc\b/, 'a run moves « d’un seul tenant »'),
    rule(
      /\bCela retourne (?:le|la|l’)/,
      'a calque of "That turns…": the card turns over by itself, « Le cinq se retourne »',
    ),
    rule(/\bles deux les plus enfouis\b/, 'reads as "the two cards buried deepest": « les 2 les plus enfouis »'),
    rule(/\bface visible cachées\b/, 'contradicts itself: « recouvertes par »'),
    rule(/\bjuste dessous\b/, '« juste en dessous »'),
    rule(/\ben descendant en alternant\b/, 'two gerunds need a comma'),
    rule(/\bseule la dernière est jouable\b/, '« la dernière » is ambiguous: « celle qui arrive sur le dessus »'),
    rule(/\bfois par partie, [^.]*\u00a0: (?:une|deux|trois|\d+) redistributions?\./, 'repeats the count just given'),
    rule(
      /\bni le fait qu’elle soit rouge ou noire\b/,
      'heavy: « la couleur ne compte pas, le rouge ou le noir non plus »',
    ),
    rule(/\bde la place sur les\b/, 'room is « dans » a pile or a fan'),
    rule(/\bles cartes se montent\b/, 'awkward: « l’on monte les cartes »'),
    rule(/\bPorter une carte\b/, 'the pages say « déplacer »'),
    rule(/\bchaque chose du jeu\b/, 'colloquial: « un terme par notion »'),
    rule(/\bun ancien classique\b/, 'reads as "no longer a classic": « un classique ancien »'),
    rule(/\bune Athena\b/, 'a game is masculine (« un cousin d’Athena »): say « une version d’Athena »'),
  ],
};

/** Typography each language asks for. */
const typography: Readonly<Record<Locale, readonly Rule[]>> = {
  en: [
    rule(/[ \u00a0\u202f][;:!?](?=\s|$)/, 'no space before ; : ! ?'),
    rule(/\d[ \u00a0\u202f]%/, 'no space before % in English'),
    rule(/[ \u00a0\u202f]{2,}/, 'one space, never two'),
  ],
  es: [
    rule(/[ \u00a0\u202f][;:!?](?=\s|$)/, 'no space before ; : ! ?'),
    rule(/«[ \u00a0\u202f]|[ \u00a0\u202f]»/, 'Spanish sets « » without inner spaces'),
    rule(/\d%/, 'a (non-breaking) space before %'),
    rule(/\d %/, 'the space before % must not break'),
    rule(/[ \u00a0\u202f]{2,}/, 'one space, never two'),
  ],
  fr: [
    rule(/[^\s\u00a0\u202f][;!?»](?=\s|$|[,.)])/, 'a non-breaking space before ; ! ? »'),
    rule(/(?<=\p{L}|[)\]]):(?=\s)/u, 'a non-breaking space before :'),
    rule(/ [;:!?»]/, 'the space before ; : ! ? » must not break'),
    rule(/«(?![\u00a0\u202f])/, 'a non-breaking space after «'),
    rule(/[ \u00a0\u202f]{2,}/, 'one space, never two'),
    rule(/\p{L}'\p{L}/u, 'a typographic apostrophe (’)'),
    rule(/\d%/, 'a non-breaking space before %'),
    rule(/\d %/, 'the space before % must not break'),
  ],
};

// Card names are common nouns in Spanish and French: capitalised only where a sentence starts.
const cardWords: Readonly<Record<Locale, readonly string[]>> = {
  en: [],
  es: ['As', 'Ases', 'Dos', 'Doses', 'Jota', 'Jotas', 'Reina', 'Reinas', 'Rey', 'Reyes'],
  fr: ['As', 'Deux', 'Valet', 'Valets', 'Dame', 'Dames', 'Roi', 'Rois'],
};

/** Numbers as each language writes them: its thousands, its percent sign, and counts to ten in words on labels. */
const numbers: Readonly<Record<Locale, readonly Rule[]>> = {
  en: [
    // A percentage's decimals (99.997%) are no thousands.
    rule(/\d{1,3}(?:[ \u00a0\u202f.]\d{3})+(?!\d|\s?%)/, 'English groups thousands with a comma'),
    rule(/(?<![\d.,/#-])\d{5,}(?![\d])/, 'group thousands'),
    rule(/(?<![\d.,])\b(?:[2-9]|10) cards\b/, 'counts to ten in words'),
  ],
  es: [
    rule(
      /\d{1,3}(?:[.,]\d{3})+(?![\d,]|[\s\u00a0\u202f]?%)/,
      'the RAE groups thousands with a space (10 000), never a point or comma',
    ),
    rule(/(?<![\d.,/#-])\d{5,}(?![\d])/, 'group thousands with a space from five figures (10 000)'),
    rule(/(?<![\d.,])\b(?:[2-9]|10) cartas\b/, 'counts to ten in words'),
  ],
  fr: [
    rule(
      /\d{1,3}(?:[.,]\d{3})+(?![\d,]|[\s\u00a0\u202f]?%)/,
      'French groups thousands with a (narrow) non-breaking space',
    ),
    rule(/(?<![\d.,/#-])\d{5,}(?![\d])/, 'group thousands'),
    rule(/(?<![\d.,])\b(?:[2-9]|10) cartes\b/, 'counts to ten in words'),
  ],
};

// Spanish speaks to the player with tú (tips, the shortcut) and states rules impersonally; a paragraph keeps to
// one of the two, and never says usted.
// Only forms that cannot be a third person ("se juega", "se mueve" are impersonal; "juegas", "haz" are tú).
const tuForms = new RegExp(
  `\\b(?:${[
    'puedes',
    'quieras',
    'tienes',
    'tengas',
    'haz',
    'fíjate',
    'construyas',
    'pon',
    'robas',
    'juegas',
    'llegas',
    'destapes',
    'voltees',
    'asegúrate',
    'atascas',
    'pierdes',
    'llegarás',
    'construiste',
  ].join('|')})\\b`,
);
const impersonal = /\bse (?:le )?puede\b|\bcomo se quiera\b|\bse permite\b/;
// Usted: the pronoun, its imperatives (which no impersonal or third person shares), and what speaks to it.
const usted = new RegExp(
  `(?<!\\p{L})(?:${[
    'usted',
    'pulse',
    'haga',
    'deshaga',
    'empiece',
    'elija',
    'espere',
    'defina',
    'agrándela',
    'le toca',
    '¡ha ganado',
    'no ha jugado',
    'sus jugadas',
    'sus estadísticas',
    'le devuelve el control',
    'aún puede perderla',
  ].join('|')})(?!\\p{L})|(?:^|[.:;] )(?:Use|Vea) `,
  'iu',
);

const excerpt = (text: string, at: number, length: number): string =>
  text.slice(Math.max(0, at - 30), at + length + 30).replace(/\s+/g, ' ');

const matches = (kind: LanguageKind, rules: readonly Rule[], text: string): LanguageProblem[] =>
  rules.flatMap((r) => {
    const m = new RegExp(r.re.source, r.re.flags.includes('g') ? r.re.flags : `${r.re.flags}g`);
    return [...text.matchAll(m)].map((x) => ({ kind, found: `${r.why}: “${excerpt(text, x.index, x[0].length)}”` }));
  });

/** Card names capitalised in the middle of a sentence (Spanish and French). */
const capitalisedCards = (locale: Locale, text: string): LanguageProblem[] => {
  const names = cardWords[locale];
  if (!names.length) return [];
  const re = new RegExp(`(?<=[\\p{Ll}\\d,;:»)’] |l’|d’|qu’)(?:${names.join('|')})(?![\\p{L}])`, 'gu');
  const why = 'card name in lower case mid-sentence';
  return [...text.matchAll(re)].map((x) => ({
    kind: 'cardCase' as const,
    found: `${why}: “${excerpt(text, x.index, x[0].length)}”`,
  }));
};

/**
 * What in `text` a native editor of `locale` would strike out, by kind: banned forms, glossary synonyms (one word per
 * idea), typography, capitalised card names, numbers, and (Spanish, `paragraphs` given) a paragraph that mixes tú
 * with the impersonal. `text` is what a reader sees: no markup, no ICU syntax. Empty when clean.
 */
export const languageProblems = (
  locale: Locale,
  text: string,
  opts: { register?: boolean } = {},
): LanguageProblem[] => {
  const problems = [
    ...matches('bannedForm', banned[locale], text),
    ...glossaryProblems(locale, text).map((found) => ({ kind: 'oneWord' as const, found })),
    ...matches('typography', typography[locale], text),
    ...capitalisedCards(locale, text),
    ...matches('numbers', numbers[locale], text),
  ];
  if (opts.register && locale === 'es')
    for (const paragraph of text.split(/\n\s*\n|<\/p>|<\/li>|<\/dd>/)) {
      if (tuForms.test(paragraph) && impersonal.test(paragraph))
        problems.push({
          kind: 'register',
          found: `tú and impersonal in one paragraph: “${paragraph.trim().slice(0, 90)}”`,
        });
      const u = paragraph.match(usted);
      if (u) problems.push({ kind: 'register', found: `usted: “${excerpt(paragraph, u.index!, u[0].length)}”` });
    }
  return problems;
};

interface AstNode {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstNode[] }>;
}

/**
 * The text a message shows, as fragments a check can read: its literal runs with each argument as "X", one
 * fragment per stretch between two choices (each branch of a select or plural is read on its own).
 */
export const messageFragments = (ast: readonly unknown[]): string[] => {
  const out: string[] = [];
  const walk = (nodes: readonly AstNode[]) => {
    let run = '';
    for (const node of nodes) {
      if (node.type === 0) run += String(node.value);
      else if (node.type === 5 || node.type === 6) {
        if (run.trim()) out.push(run);
        run = '';
        for (const option of Object.values(node.options ?? {})) walk(option.value);
      } else run += 'X';
    }
    if (run.trim()) out.push(run);
  };
  walk(ast as AstNode[]);
  return out;
};
