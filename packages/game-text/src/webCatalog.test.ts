import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { Locale } from './locales.js';
import { type WebMessageKey, webCatalogs, webText } from './webCatalog.js';

// Every count the web game shows, formatted with 0, 1 and 2 in each language: Spanish counts 0 as plural, French
// counts it as singular, and a word written out ("un autre") must never stand for a number it does not say.

/** A count message's values for a number, and what it reads with 0, 1 and 2 in each language. */
type CountCase = { readonly values: (n: number) => Readonly<Record<string, string | number>> } & Readonly<
  Record<Locale, readonly string[]>
>;

const counts: Readonly<Partial<Record<WebMessageKey, CountCase>>> = {
  'action.redealLeft': {
    values: (n) => ({ left: n }),
    en: ['Redeal (none left)', 'Redeal (1 left)', 'Redeal (2 left)'],
    es: [
      'Hacer una nueva pasada (ya no quedan)',
      'Hacer una nueva pasada (queda 1)',
      'Hacer una nueva pasada (quedan 2)',
    ],
    fr: ['Redistribuer (plus aucune)', 'Redistribuer (encore 1)', 'Redistribuer (encore 2)'],
  },
  'stock.redealsLeft': {
    values: (n) => ({ left: n }),
    en: ['no redeals left', '1 redeal left', '2 redeals left'],
    es: ['sin nuevas pasadas', 'queda 1 nueva pasada', 'quedan 2 nuevas pasadas'],
    fr: ['plus de redistribution', 'encore 1 redistribution', 'encore 2 redistributions'],
  },
  'win.stats': {
    values: (n) => ({ won: n, played: n, streak: n }),
    en: ['0 won of 0 played · streak 0', '1 won of 1 played · streak 1', '2 won of 2 played · streak 2'],
    es: [
      '0 ganadas de 0 partidas · racha de 0 victorias',
      '1 ganada de 1 partida · racha de 1 victoria',
      '2 ganadas de 2 partidas · racha de 2 victorias',
    ],
    fr: [
      '0 gagnée sur 0 partie · série de 0 victoire',
      '1 gagnée sur 1 partie · série de 1 victoire',
      '2 gagnées sur 2 parties · série de 2 victoires',
    ],
  },
  'status.moves': {
    values: (n) => ({ count: n }),
    en: ['0 moves', '1 move', '2 moves'],
    es: ['0 jugadas', '1 jugada', '2 jugadas'],
    fr: ['0 coup', '1 coup', '2 coups'],
  },
  'status.score': {
    values: (n) => ({ score: n, max: 52 }),
    en: ['Score 0 of 52', 'Score 1 of 52', 'Score 2 of 52'],
    es: ['Puntos 0 de 52', 'Puntos 1 de 52', 'Puntos 2 de 52'],
    fr: ['Score 0 sur 52', 'Score 1 sur 52', 'Score 2 sur 52'],
  },
  'status.wonAssisted': {
    values: (n) => ({ moves: n }),
    en: [0, 1, 2].map(
      (n) => `Won with the solver's help in ${n} move${n === 1 ? '' : 's'}: an assisted game, not a win.`,
    ),
    es: ['0 jugadas', '1 jugada', '2 jugadas'].map(
      (m) => `Ganada con ayuda del solucionador en ${m}: una partida asistida, no una victoria.`,
    ),
    fr: ['0 coup', '1 coup', '2 coups'].map(
      (m) => `Gagnée avec l’aide du solveur en ${m}\u00a0: une partie assistée, pas une victoire.`,
    ),
  },
  'status.won': {
    values: (n) => ({ moves: n, time: '1:05' }),
    en: ['You won in 0 moves and 1:05!', 'You won in 1 move and 1:05!', 'You won in 2 moves and 1:05!'],
    es: ['¡Has ganado en 0 jugadas y 1:05!', '¡Has ganado en 1 jugada y 1:05!', '¡Has ganado en 2 jugadas y 1:05!'],
    fr: ['Gagné en 0 coup et 1:05\u00a0!', 'Gagné en 1 coup et 1:05\u00a0!', 'Gagné en 2 coups et 1:05\u00a0!'],
  },
  'pile.summary': {
    values: (n) => ({ pile: 'P', count: n }),
    en: ['P, empty', 'P, 1 card', 'P, 2 cards'],
    es: ['P, sin cartas', 'P, 1 carta', 'P, 2 cartas'],
    fr: ['P, vide', 'P, 1 carte', 'P, 2 cartes'],
  },
  'pile.stockDraw': {
    values: (n) => ({ count: n }),
    en: ['Stock, 0 cards: press to draw', 'Stock, 1 card: press to draw', 'Stock, 2 cards: press to draw'],
    es: ['Mazo, 0 cartas: pulsa para robar', 'Mazo, 1 carta: pulsa para robar', 'Mazo, 2 cartas: pulsa para robar'],
    fr: [
      'Talon, 0 carte\u00a0: appuyez pour tirer',
      'Talon, 1 carte\u00a0: appuyez pour tirer',
      'Talon, 2 cartes\u00a0: appuyez pour tirer',
    ],
  },
  'pile.stockDeal': {
    values: (n) => ({ count: n }),
    en: [
      'Stock, 0 cards: press to deal one card onto every pile',
      'Stock, 1 card: press to deal one card onto every pile',
      'Stock, 2 cards: press to deal one card onto every pile',
    ],
    es: [
      'Mazo, 0 cartas: pulsa para repartir una carta sobre cada montón',
      'Mazo, 1 carta: pulsa para repartir una carta sobre cada montón',
      'Mazo, 2 cartas: pulsa para repartir una carta sobre cada montón',
    ],
    fr: [
      'Talon, 0 carte\u00a0: appuyez pour distribuer une carte sur chaque pile',
      'Talon, 1 carte\u00a0: appuyez pour distribuer une carte sur chaque pile',
      'Talon, 2 cartes\u00a0: appuyez pour distribuer une carte sur chaque pile',
    ],
  },
  'announce.dealtRow': {
    values: (n) => ({ count: n }),
    en: [
      '0 cards dealt from the stock, one onto each pile.',
      '1 card dealt from the stock, one onto each pile.',
      '2 cards dealt from the stock, one onto each pile.',
    ],
    es: [
      'Repartidas 0 cartas del mazo, una sobre cada montón.',
      'Repartida 1 carta del mazo, una sobre cada montón.',
      'Repartidas 2 cartas del mazo, una sobre cada montón.',
    ],
    fr: [
      '0 carte distribuée depuis le talon, une sur chaque pile.',
      '1 carte distribuée depuis le talon, une sur chaque pile.',
      '2 cartes distribuées depuis le talon, une sur chaque pile.',
    ],
  },
  'announce.runsCompleted': {
    values: (n) => ({ count: n }),
    en: [
      '0 complete runs, King down to Ace, go to the foundations.',
      'A complete run, King down to Ace, goes to a foundation.',
      '2 complete runs, King down to Ace, go to the foundations.',
    ],
    es: [
      '0 series completas, del rey al as, suben a las bases.',
      'Una serie completa, del rey al as, sube a una base.',
      '2 series completas, del rey al as, suben a las bases.',
    ],
    fr: [
      '0 séquence complète, du roi à l’as, monte sur les fondations.',
      'Une séquence complète, du roi à l’as, monte sur une fondation.',
      '2 séquences complètes, du roi à l’as, montent sur les fondations.',
    ],
  },
  'announce.movedMany': {
    values: (n) => ({ card: 'C', count: n, pile: 'P' }),
    en: ['C and 0 cards above it to P.', 'C and 1 card above it to P.', 'C and 2 cards above it to P.'],
    es: ['C y 0 cartas encima a P.', 'C y 1 carta encima a P.', 'C y 2 cartas encima a P.'],
    fr: ['C et 0 carte au-dessus vers P.', 'C et 1 carte au-dessus vers P.', 'C et 2 cartes au-dessus vers P.'],
  },
  'announce.drew': {
    values: (n) => ({ card: 'C', count: n }),
    en: ['Drew 0 cards; C on top.', 'Drew 1 card; C on top.', 'Drew 2 cards; C on top.'],
    es: ['Robadas 0 cartas; C encima.', 'Robada 1 carta; C encima.', 'Robadas 2 cartas; C encima.'],
    fr: ['0 carte tirée\u00a0; C dessus.', '1 carte tirée\u00a0; C dessus.', '2 cartes tirées\u00a0; C dessus.'],
  },
  'announce.auto': {
    values: (n) => ({ count: n }),
    en: [
      '0 cards played to the foundations automatically.',
      '1 card played to the foundations automatically.',
      '2 cards played to the foundations automatically.',
    ],
    es: [
      '0 cartas jugadas a las bases automáticamente.',
      '1 carta jugada a las bases automáticamente.',
      '2 cartas jugadas a las bases automáticamente.',
    ],
    fr: [
      '0 carte jouée automatiquement sur les fondations.',
      '1 carte jouée automatiquement sur les fondations.',
      '2 cartes jouées automatiquement sur les fondations.',
    ],
  },
  'announce.picked': {
    values: (n) => ({ card: 'C', more: n }),
    en: [
      'C picked up. Choose a pile.',
      'C and 1 more picked up. Choose a pile.',
      'C and 2 more picked up. Choose a pile.',
    ],
    es: [
      'C levantada. Elige un montón.',
      'C y 1 más levantadas. Elige un montón.',
      'C y 2 más levantadas. Elige un montón.',
    ],
    fr: [
      'C prise. Choisissez une pile.',
      'C et 1 autre prises. Choisissez une pile.',
      'C et 2 autres prises. Choisissez une pile.',
    ],
  },
  'notice.moreLinkProblems': {
    values: (n) => ({ count: n }),
    en: [
      '0 more link problems were ignored.',
      'One more link problem was ignored.',
      '2 more link problems were ignored.',
    ],
    es: [
      'Se ignoraron 0 problemas más del enlace.',
      'Se ignoró otro problema del enlace.',
      'Se ignoraron 2 problemas más del enlace.',
    ],
    fr: [
      '0 autre problème du lien a été ignoré.',
      'Un autre problème du lien a été ignoré.',
      '2 autres problèmes du lien ont été ignorés.',
    ],
  },
  'announce.backToWinnable': {
    values: (n) => ({ count: n }),
    en: [
      'Back 0 moves, to the last position that can still be won.',
      'Back 1 move, to the last position that can still be won.',
      'Back 2 moves, to the last position that can still be won.',
    ],
    es: [
      '0 jugadas atrás, a la última posición que aún se puede ganar.',
      '1 jugada atrás, a la última posición que aún se puede ganar.',
      '2 jugadas atrás, a la última posición que aún se puede ganar.',
    ],
    fr: [
      '0 coup en arrière, à la dernière position encore gagnable.',
      '1 coup en arrière, à la dernière position encore gagnable.',
      '2 coups en arrière, à la dernière position encore gagnable.',
    ],
  },
};

/** Whether a message chooses its words by a number (an ICU plural, at any depth). */
const hasPlural = (source: string): boolean => {
  const walk = (nodes: readonly { type: number; options?: Record<string, { value: unknown[] }> }[]): boolean =>
    nodes.some((n) => n.type === 6 || Object.values(n.options ?? {}).some((o) => walk(o.value as never)));
  return walk(new IntlMessageFormat(source, 'en', undefined, { ignoreTag: true }).getAst() as never);
};

describe("the web game's counts", () => {
  // Counts written without a plural (a score, a number left in brackets) are listed by hand above.
  it('are all checked here: every message that takes a plural is in the list', () => {
    const plural = (Object.keys(webCatalogs.en) as WebMessageKey[]).filter((k) => hasPlural(webCatalogs.en[k]));
    expect(plural.filter((k) => !(k in counts))).toEqual([]);
  });

  describe.each(['en', 'es', 'fr'] as const)('in %s', (locale) => {
    it.each(Object.keys(counts) as WebMessageKey[])('%s with 0, 1 and 2', (key) => {
      const c = counts[key]!;
      expect([0, 1, 2].map((n) => webText(locale, key, c.values(n)))).toEqual(c[locale]);
    });
  });
});
