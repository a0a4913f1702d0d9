import { type Card, type RankName, rankNames, rankOf } from '@solitaire/engine';
import { rankSelect } from './icuSelect.js';
import type { Locale } from './locales.js';

/** The things of the game that messages name: one word each per language, used by every catalog. */
export const nounKeys = [
  'card',
  'suit',
  'foundation',
  'tableau',
  'pile',
  'fan',
  'stock',
  'waste',
  'reserve',
  'cell',
  'deal',
  'redeal',
  'draw',
  'pass',
  'run',
  'move',
  'hint',
  'solver',
] as const;
/** A noun of the glossary. */
export type NounKey = (typeof nounKeys)[number];

/** The actions that messages name with a verb (buttons, hints, key help). */
const verbKeys = ['draw', 'redeal'] as const;
/** A verb of the glossary. */
type VerbKey = (typeof verbKeys)[number];

/**
 * Grammatical genders; English nouns are neuter.
 * @public
 */
export const genders = ['m', 'f', 'n'] as const;
/** A grammatical gender. */
type Gender = (typeof genders)[number];

/** One noun in one language: its two numbers, its gender, and the synonyms no message may use instead. */
export interface Noun {
  readonly one: string;
  readonly other: string;
  readonly gender: Gender;
  readonly avoid: readonly string[];
}

/** One verb in one language: its infinitive, and the synonyms no message may use instead. */
export interface Verb {
  readonly infinitive: string;
  readonly avoid: readonly string[];
}

/** The words of one language. */
export interface Glossary {
  readonly nouns: Readonly<Record<NounKey, Noun>>;
  readonly verbs: Readonly<Record<VerbKey, Verb>>;
  /** Phrases no message may use: calques and misleading words a native reader would not write. */
  readonly avoidPhrases: readonly string[];
}

const n = (one: string, other: string, gender: Gender, avoid: readonly string[] = []): Noun => ({
  one,
  other,
  gender,
  avoid,
});
const v = (infinitive: string, avoid: readonly string[] = []): Verb => ({ infinitive, avoid });

const en: Glossary = {
  nouns: {
    card: n('card', 'cards', 'n'),
    suit: n('suit', 'suits', 'n'),
    foundation: n('foundation', 'foundations', 'n'),
    tableau: n('tableau', 'tableaux', 'n'),
    pile: n('pile', 'piles', 'n', ['column', 'columns']),
    fan: n('fan', 'fans', 'n'),
    stock: n('stock', 'stocks', 'n'),
    waste: n('waste', 'wastes', 'n', ['discard pile', 'talon']),
    reserve: n('reserve', 'reserves', 'n'),
    cell: n('cell', 'cells', 'n'),
    deal: n('deal', 'deals', 'n'),
    redeal: n('redeal', 'redeals', 'n'),
    draw: n('draw', 'draws', 'n'),
    pass: n('pass', 'passes', 'n'),
    run: n('run', 'runs', 'n', ['unit', 'units', 'sequence', 'sequences']),
    move: n('move', 'moves', 'n'),
    hint: n('hint', 'hints', 'n'),
    solver: n('solver', 'solvers', 'n'),
  },
  verbs: { draw: v('draw'), redeal: v('redeal') },
  // "Runs out" reads as the run. ("Perfect play" is said only of the games that hide nothing: the review checks
  // each page's odds against its game's condition.)
  avoidPhrases: ['runs out', 'run out'],
};

const es: Glossary = {
  nouns: {
    card: n('carta', 'cartas', 'f'),
    suit: n('palo', 'palos', 'm'),
    foundation: n('base', 'bases', 'f', ['fundación', 'fundaciones']),
    tableau: n('tablero', 'tableros', 'm'),
    pile: n('montón', 'montones', 'm', ['pila', 'pilas', 'columna', 'columnas']),
    fan: n('abanico', 'abanicos', 'm'),
    stock: n('mazo', 'mazos', 'm'),
    waste: n('descarte', 'descartes', 'm'),
    reserve: n('reserva', 'reservas', 'f'),
    cell: n('celda', 'celdas', 'f', ['casilla', 'casillas']),
    deal: n('reparto', 'repartos', 'm'),
    redeal: n('nueva pasada', 'nuevas pasadas', 'f', [
      'nuevo reparto',
      'nuevos repartos',
      'vuelta al mazo',
      'vueltas al mazo',
      'redistribución',
      'redistribuciones',
    ]),
    draw: n('robo', 'robos', 'm'),
    pass: n('pasada', 'pasadas', 'f'),
    run: n('serie', 'series', 'f', ['bloque', 'bloques', 'secuencia', 'secuencias']),
    move: n('jugada', 'jugadas', 'f', ['movimiento', 'movimientos']),
    hint: n('pista', 'pistas', 'f'),
    solver: n('solucionador', 'solucionadores', 'm', ['resolutor', 'resolutores']),
  },
  // A redeal is named one way, "nueva pasada", noun and verb alike: never "dar la vuelta al mazo", "volver a repartir".
  verbs: {
    draw: v('robar'),
    redeal: v('hacer una nueva pasada', [
      'volver a repartir',
      'vuelve a repartir',
      'dar la vuelta',
      'darle la vuelta',
      'redistribuir',
    ]),
  },
  // The indicative where a relative clause about a card not yet known needs the subjunctive.
  avoidPhrases: ['que la admite', 'que lo admite', 'siempre que puede', 'jugando a la perfección'],
};

const fr: Glossary = {
  nouns: {
    card: n('carte', 'cartes', 'f'),
    suit: n('couleur', 'couleurs', 'f'),
    foundation: n('fondation', 'fondations', 'f'),
    tableau: n('tableau', 'tableaux', 'm'),
    pile: n('pile', 'piles', 'f', ['colonne', 'colonnes']),
    fan: n('éventail', 'éventails', 'm'),
    stock: n('talon', 'talons', 'm'),
    waste: n('défausse', 'défausses', 'f', ['rebut', 'rebuts']),
    reserve: n('réserve', 'réserves', 'f'),
    cell: n('cellule', 'cellules', 'f', ['case libre', 'cases libres']),
    deal: n('donne', 'donnes', 'f'),
    redeal: n('redistribution', 'redistributions', 'f', ['nouvelle donne', 'nouvelles donnes']),
    draw: n('tirage', 'tirages', 'm'),
    pass: n('tour', 'tours', 'm', ['passage', 'passages']),
    run: n('séquence', 'séquences', 'f', ['bloc', 'blocs', 'suites', 'une suite', 'telle suite', 'en suite']),
    move: n('coup', 'coups', 'm'),
    hint: n('indice', 'indices', 'm'),
    solver: n('solveur', 'solveurs', 'm'),
  },
  verbs: { draw: v('tirer', ['piocher']), redeal: v('redistribuer') },
  // « Jeu de patience » reads as a jigsaw puzzle to many: the card game is a réussite. Red and black are not a « teinte
  // ».
  avoidPhrases: [
    'jeu de patience',
    'jeux de patience',
    'teinte',
    'teintes',
    'exactement supérieur',
    'exactement inférieur',
    'en jouant parfaitement',
  ],
};

/** One glossary per language: every catalog takes its words from here. */
export const glossaries: Readonly<Record<Locale, Glossary>> = { en, es, fr };

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

type Plural<K extends NounKey> = K extends 'pass' ? 'passes' : `${K}s`;
const plural = (key: NounKey): string => (key === 'pass' ? 'passes' : `${key}s`);

/** A glossary as the catalogs read it: `pile` "montón", `piles` "montones", `toDraw` "robar". */
export type Words = Readonly<Record<NounKey | Plural<NounKey> | `to${Capitalize<VerbKey>}`, string>>;

const flatten = (g: Glossary, shape: (s: string) => string): Words => {
  const out: Record<string, string> = {};
  for (const key of nounKeys) {
    out[key] = shape(g.nouns[key].one);
    out[plural(key)] = shape(g.nouns[key].other);
  }
  for (const key of verbKeys) out[`to${capital(key)}`] = shape(g.verbs[key].infinitive);
  return out as Words;
};

const byLocale = (shape: (s: string) => string): Readonly<Record<Locale, Words>> => ({
  en: flatten(en, shape),
  es: flatten(es, shape),
  fr: flatten(fr, shape),
});

/**
 * Each language's words for the catalogs' template literals: a translator reads `Un ${w.pile} vacío` and the
 * sentence around it, and the word itself comes from the glossary.
 */
export const words = byLocale((s) => s);

/** The same words with a capital first letter, for labels and the start of a sentence. */
export const capitalWords = byLocale(capital);

// A card named with its article, which agrees with the rank's gender (el As, la Reina; l’As, la Dame, le Roi;
// English names a card bare, whatever its rank, but takes the same arguments as the other languages).
const withArticle = (
  arg: string,
  placeholder: string,
  feminine: readonly RankName[],
  elided: readonly RankName[],
  m: string,
  f: string,
) =>
  rankSelect(
    arg,
    Object.fromEntries(
      rankNames.map((r) => {
        const article = elided.includes(r) ? 'l’' : feminine.includes(r) ? `${f} ` : m ? `${m} ` : '';
        return [r, `${article}${placeholder}`];
      }),
    ) as Record<RankName, string>,
  );

const startsWithVowel = (word: string): boolean => /^[aeiouéèêh]/i.test(word);

// "al montón vacío", "a la base vacía"; "la pile vide", "l’éventail vide": article and adjective agree with the noun.
const emptyPlace = (locale: Locale, key: 'pile' | 'fan'): string => {
  const noun = glossaries[locale].nouns[key];
  if (locale === 'es') return noun.gender === 'f' ? `a la ${noun.one} vacía` : `al ${noun.one} vacío`;
  if (locale === 'fr')
    return `sur ${startsWithVowel(noun.one) ? 'l’' : noun.gender === 'f' ? 'la ' : 'le '}${noun.one} vide`;
  return `to the empty ${noun.one}`;
};

// "sa fondation", "son éventail": the French possessive agrees with the noun (and elides before a vowel).
const frOwn = (key: NounKey): string => {
  const noun = glossaries.fr.nouns[key];
  return `${noun.gender === 'f' && !startsWithVowel(noun.one) ? 'sa' : 'son'} ${noun.one}`;
};

/**
 * Where a hinted move takes the moved `{card}`, as a player reads it: an ICU select over `target` (`foundation`,
 * `onto` the card `{onto}`, `empty`: the empty pile or fan by `place`, `other`: the place named in `{to}`). "A♣ to
 * its foundation", "7♥ onto 8♠", "K♦ to the empty pile"; in Spanish and French the cards' articles agree with their
 * ranks (`rank`, `ontoRank`) and the places' with the glossary's genders.
 */
export const hintMovePhrase = (locale: Locale): string => {
  const place = `{place, select, fan {${emptyPlace(locale, 'fan')}} other {${emptyPlace(locale, 'pile')}}}`;
  const phrase = (card: string, forms: { foundation: string; onto: string; empty: string; other: string }) =>
    `{target, select, foundation {${card} ${forms.foundation}} onto {${card} ${forms.onto}} empty {${card} ${forms.empty}} other {${card} ${forms.other}}}`;
  switch (locale) {
    case 'en': {
      const the = (arg: string, ph: string) => withArticle(arg, ph, [], [], '', '');
      return phrase(the('rank', '{card}'), {
        foundation: `to its ${en.nouns.foundation.one}`,
        onto: `onto ${the('ontoRank', '{onto}')}`,
        empty: place,
        other: 'to {to}',
      });
    }
    case 'es': {
      const the = (arg: string, ph: string) => withArticle(arg, ph, ['jack', 'queen'], [], 'el', 'la');
      return phrase(the('rank', '{card}'), {
        foundation: `a su ${es.nouns.foundation.one}`,
        onto: `sobre ${the('ontoRank', '{onto}')}`,
        empty: place,
        other: 'hacia {to}',
      });
    }
    case 'fr': {
      const the = (arg: string, ph: string) => withArticle(arg, ph, ['queen'], ['ace'], 'le', 'la');
      return phrase(the('rank', '{card}'), {
        foundation: `sur ${frOwn('foundation')}`,
        onto: `sur ${the('ontoRank', '{onto}')}`,
        empty: place,
        other: 'vers {to}',
      });
    }
  }
};

/** A move's target as `hintMovePhrase` reads it (`moveTarget` gives it). */
export type HintTarget =
  | { readonly kind: 'foundation' | 'other' }
  | { readonly kind: 'onto'; readonly card: Card }
  | { readonly kind: 'empty'; readonly place: 'pile' | 'fan' };

/**
 * The values `hintMovePhrase` reads: the moved card and the card it lands on, named as the front end names cards
 * (symbols on a board, words when spoken), with their ranks for the articles; `to` names any other place.
 */
export const hintMoveValues = (
  moved: Card,
  target: HintTarget,
  name: (card: Card) => string,
  to: string,
): Record<string, string> => ({
  target: target.kind,
  card: name(moved),
  rank: rankNames[rankOf(moved) - 1]!,
  to,
  place: target.kind === 'empty' ? target.place : 'pile',
  onto: target.kind === 'onto' ? name(target.card) : '',
  ontoRank: target.kind === 'onto' ? rankNames[rankOf(target.card) - 1]! : 'king',
});
