import {
  type Card,
  type GameState,
  type Move,
  type Pile,
  type Rules,
  type TableSpot,
  type VariantDefinition,
  KING,
  applyMove,
  cardCode,
  coveringPiles,
  foundationRefusal,
  fullDeck,
  isUncovered,
  legalMoves,
  makeCard,
  newDeal,
  parseCard,
  positionFromLayout,
  rankOf,
  suitOf,
  tableauRefusal,
} from '@solitaire/engine';
import type { SiteMessageKey } from '@solitaire/game-text/rules';
import { PICTURED_DEAL, asRules } from './svg.js';

/**
 * The worked examples a page may show, each for a rule some games have.
 * @public
 */
export const exampleKinds = ['run', 'kings', 'playBack', 'step', 'pair', 'discard'] as const;
/** A worked example's kind. */
export type ExampleKind = (typeof exampleKinds)[number];

/** One pile of an example picture, with the cards that move (by index) picked out. */
export interface ExamplePile {
  readonly zone: 'tableau' | 'foundation';
  /** The pile's index in its zone, as the caption and the engine count it from 0. */
  readonly index: number;
  readonly pile: Pile;
  readonly moving: readonly number[];
  /** Where the pile lies on a table of overlapping cards, and whether a card of the table covers it. */
  readonly spot?: TableSpot;
  readonly covered?: boolean;
  /** Whether the foundation is the pile of cards out of play (discards and pairs), named so in the picture. */
  readonly outOfPlay?: boolean;
}

/** A worked example: a position before and after, both from the engine, and the caption's message. */
export interface Example {
  readonly kind: ExampleKind;
  readonly before: readonly ExamplePile[];
  readonly after: readonly ExamplePile[];
  /** The legal move shown and the position it is played in, when the example is a move (the King slide is not). */
  readonly move: Move | null;
  readonly start: GameState | null;
  readonly caption: {
    readonly key: SiteMessageKey;
    readonly cards: Readonly<Record<string, Card>>;
    readonly args: Readonly<Record<string, string | number | boolean>>;
  };
}

const code = (c: Card, up = true): string => (up ? '' : '#') + cardCode(c);

/** The first unused card of one deck that `fits` accepts, in numbering order. */
const pick = (used: Set<Card>, fits: (c: Card) => boolean): Card | undefined => {
  const c = fullDeck(1).find((card) => !used.has(card) && fits(card));
  if (c !== undefined) used.add(c);
  return c;
};

/** Whether the engine lists `move` among the legal moves of `state`, so a picture can never show an illegal one. */
const isLegal = (rules: Rules, state: GameState, move: Move): boolean =>
  legalMoves(rules, state).some((m) => JSON.stringify(m) === JSON.stringify(move));

/**
 * A run of three face-up cards (a group in any order, where the rules move such groups) moving as one unit onto
 * another pile, in games that move runs. The cards are chosen by the engine's own building test (`tableauRefusal`)
 * and the move is checked against `legalMoves`.
 */
export const runExample = (rules: Rules): Example | null => {
  if (rules.tableau.moveUnit === 'topCard') return null;
  const used = new Set<Card>();
  const target = pick(used, (c) => c === makeCard('spades', 10)) ?? pick(used, () => true)!;
  // Where any face-up group moves, the cards above the first are picked so that they do not build on it: the
  // picture then shows what sets such a unit apart from a run.
  const group = rules.tableau.moveUnit === 'faceUpGroup';
  const suited = rules.tableau.moveUnit === 'suitedRun';
  const run: Card[] = [];
  let below = target;
  for (let k = 0; k < 3; k++) {
    const fits = (c: Card) => tableauRefusal(rules, below, c) === null;
    // Where only runs of one suit move, the run keeps the suit of its first card.
    const sameSuit = (c: Card) => !suited || k === 0 || suitOf(c) === suitOf(run[0]!);
    const next = pick(used, (c) => (group && k > 0 ? !fits(c) && rankOf(c) !== KING : fits(c) && sameSuit(c)));
    if (next === undefined) return null;
    run.push(next);
    below = next;
  }
  // Face-down cards under each pile, as a real game would have them, when the game deals any.
  const dealsDown = newDeal(rules, PICTURED_DEAL).tableau.some((p) => p.some((c) => !c.up));
  // Where only a whole pile moves (Canfield's D3), the run is the whole pile: nothing lies under it.
  const under = (): string[] => {
    if (rules.tableau.moveUnit === 'cardOrPile') return [];
    const c = pick(used, (card) => rankOf(card) !== KING && tableauRefusal(rules, card, run[0]!) !== null);
    return c === undefined ? [] : [code(c, !dealsDown)];
  };
  const layout = {
    tableau: [
      [...under(), ...run.map((c) => code(c))],
      [...under(), code(target)],
    ],
  };
  const start = positionFromLayout(rules, layout);
  if (!start.ok) return null;
  const move: Move = {
    kind: 'move',
    from: { zone: 'tableau', index: 0 },
    to: { zone: 'tableau', index: 1 },
    count: run.length,
  };
  if (!isLegal(rules, start.value, move)) return null;
  const end = applyMove(rules, start.value, move);
  if (!end.ok) return null;
  const piles = (s: GameState, moving: (i: number) => readonly number[]) =>
    s.tableau.slice(0, 2).map((pile, i): ExamplePile => ({ zone: 'tableau', index: i, pile, moving: moving(i) }));
  const srcLen = start.value.tableau[0]!.length,
    dstLen = start.value.tableau[1]!.length;
  return {
    kind: 'run',
    before: piles(start.value, (i) => (i === 0 ? [0, 1, 2].map((k) => srcLen - 3 + k) : [])),
    after: piles(end.value, (i) => (i === 1 ? [0, 1, 2].map((k) => dstLen + k) : [])),
    move,
    start: start.value,
    caption: {
      key: 'site.example.unit',
      cards: { first: run[0]!, target },
      args: {
        count: run.length - 1,
        moving: group
          ? 'group'
          : rules.tableau.moveUnit === 'cardOrPile'
            ? 'whole'
            : rules.tableau.moveUnit === 'suitedRun'
              ? 'suitedRun'
              : 'run',
      },
    },
  };
};

/**
 * A King sliding to the bottom of its pile at the deal, in games that do that: the pinned deal dealt once
 * without the slide and once with it, by the engine's own dealing code, and the first pile that differs.
 */
export const kingsExample = (rules: Rules): Example | null => {
  if (!rules.deal.afterDeal.includes('kingsToBottom')) return null;
  const unslid: Rules = {
    ...rules,
    deal: { ...rules.deal, afterDeal: rules.deal.afterDeal.filter((a) => a !== 'kingsToBottom') },
  };
  for (let deal = PICTURED_DEAL; deal < PICTURED_DEAL + 50; deal++) {
    const raw = newDeal(unslid, deal),
      slid = newDeal(rules, deal);
    const i = raw.tableau.findIndex((p, k) => JSON.stringify(p) !== JSON.stringify(slid.tableau[k]));
    if (i < 0) continue;
    const before = raw.tableau[i]!,
      after = slid.tableau[i]!;
    const k = before.findIndex((c, j) => j > 0 && rankOf(c.card) === KING);
    const king = before[k]!.card;
    const zone = 'tableau' as const;
    return {
      kind: 'kings',
      before: [{ zone, index: i, pile: before, moving: [k] }],
      after: [{ zone, index: i, pile: after, moving: [after.findIndex((c) => c.card === king)] }],
      move: null,
      start: null,
      caption: {
        key: 'site.example.kings',
        cards: { king, below: before[k - 1]!.card },
        args: { deal, n: i + 1, fans: rules.tableau.fans },
      },
    };
  }
  return null;
};

/**
 * A card played back from a foundation onto a tableau pile, in games that allow it: hearts built to the 6 on a
 * foundation, and a tableau card the engine says takes the 6; the move is checked against `legalMoves`.
 */
export const playBackExample = (rules: Rules): Example | null => {
  if (!rules.foundations.playBack) return null;
  const built = [1, 2, 3, 4, 5, 6].map((r) => makeCard('hearts', r as 1));
  const used = new Set<Card>(built);
  const card = built.at(-1)!;
  const target = pick(used, (c) => tableauRefusal(rules, c, card) === null);
  if (target === undefined) return null;
  const heartsIndex = rules.deal.acesToFoundations ? 2 : 0;
  const foundations = Array.from({ length: heartsIndex + 1 }, (_, i) =>
    i === heartsIndex ? built.map((c) => code(c)) : [],
  );
  if (rules.deal.acesToFoundations) {
    foundations[0] = [code(makeCard('clubs', 1))];
    foundations[1] = [code(makeCard('diamonds', 1))];
  }
  const start = positionFromLayout(rules, { tableau: [[code(target)]], foundations });
  if (!start.ok) return null;
  const move: Move = {
    kind: 'move',
    from: { zone: 'foundation', index: heartsIndex },
    to: { zone: 'tableau', index: 0 },
    count: 1,
  };
  if (!isLegal(rules, start.value, move)) return null;
  const end = applyMove(rules, start.value, move);
  if (!end.ok) return null;
  const panel = (s: GameState, src: number[], dst: number[]): ExamplePile[] => [
    { zone: 'foundation', index: heartsIndex, pile: s.foundations[heartsIndex]!, moving: src },
    { zone: 'tableau', index: 0, pile: s.tableau[0]!, moving: dst },
  ];
  return {
    kind: 'playBack',
    before: panel(start.value, [built.length - 1], []),
    after: panel(end.value, [], [1]),
    move,
    start: start.value,
    caption: { key: 'site.example.playBack', cards: { card, target }, args: {} },
  };
};

/** Piles that lie side by side and free: the first ones, or on a table of overlapping cards its bottom row's. */
const sideBySide = (rules: Rules, count: number): number[] => {
  const spots = rules.tableau.spots;
  if (!spots) return Array.from({ length: count }, (_, i) => i);
  const bottom = Math.max(...spots.map((s) => s.row));
  return spots
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.row === bottom)
    .sort((a, b) => a.s.column - b.s.column)
    .slice(0, count)
    .map(({ i }) => i);
};

/** A small position: the named tableau piles (bottom card first) and the single foundation, from the engine. */
const smallPosition = (rules: Rules, piles: ReadonlyMap<number, readonly string[]>, foundation: readonly string[]) =>
  positionFromLayout(rules, {
    tableau: Array.from({ length: Math.max(...piles.keys()) + 1 }, (_, i) => piles.get(i) ?? []),
    foundations: [foundation],
  });

/**
 * The piles a single-foundation example shows, in index order, then the foundation: each tableau pile with its
 * spot and whether it is covered, as the engine says (`isUncovered`), so a picture of a table shows which cards
 * are free.
 */
const singlePanel = (
  rules: Rules,
  s: GameState,
  indices: readonly number[],
  moving: (zone: 'tableau' | 'foundation', index: number) => readonly number[],
): ExamplePile[] => [
  ...[...indices]
    .sort((a, b) => a - b)
    .map((i): ExamplePile => {
      const spot = rules.tableau.spots?.[i];
      const pile = { zone: 'tableau' as const, index: i, pile: s.tableau[i]!, moving: moving('tableau', i) };
      return spot ? { ...pile, spot, covered: !isUncovered(rules, s.tableau, i) } : pile;
    }),
  {
    zone: 'foundation',
    index: 0,
    pile: s.foundations[0]!,
    moving: moving('foundation', 0),
    ...(rules.foundations.build === 'discard' ? { outOfPlay: true } : {}),
  },
];

/** A card under a pile's top one, where piles hold more than one: face down if the game deals any so. */
const underCard = (rules: Rules, used: Set<Card>, fits: (c: Card) => boolean): string[] => {
  if (rules.tableau.capacity === 1) return [];
  const dealsDown = newDeal(rules, PICTURED_DEAL).tableau.some((p) => p.some((c) => !c.up));
  const c = pick(used, fits);
  return c === undefined ? [] : [code(c, !dealsDown)];
};

/**
 * An example on a single foundation: the move, when the engine lists it as legal where it starts, played by the
 * engine; the top cards it takes from the piles outlined before, and where they land on the foundation after.
 */
const singleExample = (
  rules: Rules,
  kind: ExampleKind,
  start: GameState,
  move: Move,
  indices: readonly number[],
  caption: Example['caption'],
): Example | null => {
  if (!isLegal(rules, start, move)) return null;
  const end = applyMove(rules, start, move);
  if (!end.ok) return null;
  const from = (move.kind === 'pair' ? [move.first, move.second] : 'from' in move ? [move.from] : []).map(
    (r) => r.index,
  );
  const landed = end.value.foundations[0]!.length - from.length;
  return {
    kind,
    before: singlePanel(rules, start, indices, (z, i) =>
      z === 'tableau' && from.includes(i) ? [start.tableau[i]!.length - 1] : [],
    ),
    after: singlePanel(rules, end.value, indices, (z) => (z === 'foundation' ? from.map((_, k) => landed + k) : [])),
    move,
    start,
    caption,
  };
};

/**
 * A card played onto the single foundation built one rank up or down whatever the suit (`rankStep`). Where the rules
 * say what goes on a King, the foundation shows one: an Ace goes on it where they wrap; where they do not, a Queen
 * does while an Ace beside it may not. Where nothing goes on a King, a 6 goes on a 7. The cards are chosen by the
 * engine's own foundation test and the move is checked against `legalMoves`.
 */
export const stepExample = (rules: Rules): Example | null => {
  const f = rules.foundations;
  if (f.build !== 'rankStep') return null;
  const turn = f.wrap ? 'wrap' : f.kingStops ? 'step' : 'queen';
  const start = f.startCard === undefined ? null : parseCard(f.startCard);
  const used = new Set<Card>(start?.ok ? [start.value] : []);
  const top = pick(used, (c) => c === makeCard('clubs', turn === 'step' ? 7 : KING))!;
  const fits = (c: Card) => foundationRefusal(rules, top, c) === null;
  // Of other suits than the foundation's top, as the suit never matters.
  const other = (c: Card) => suitOf(c) !== suitOf(top);
  const card = pick(used, (c) => other(c) && fits(c) && rankOf(c) === (turn === 'wrap' ? 1 : rankOf(top) - 1));
  const refused =
    turn === 'queen'
      ? pick(used, (c) => other(c) && suitOf(c) !== suitOf(card!) && !fits(c) && rankOf(c) === 1)
      : undefined;
  if (card === undefined || (turn === 'queen' && refused === undefined)) return null;
  const tops = refused === undefined ? [card] : [card, refused];
  const indices = sideBySide(rules, tops.length);
  // The cards under the tops do not fit the foundation, so that the picture shows one move only.
  const piles = new Map(
    indices.map((i, k) => [i, [...underCard(rules, used, (c) => !fits(c) && rankOf(c) !== KING), code(tops[k]!)]]),
  );
  const position = smallPosition(rules, piles, [...(start?.ok ? [code(start.value)] : []), code(top)]);
  if (!position.ok) return null;
  const move: Move = {
    kind: 'move',
    from: { zone: 'tableau', index: indices[0]! },
    to: { zone: 'foundation', index: 0 },
    count: 1,
  };
  return singleExample(rules, 'step', position.value, move, indices, {
    key: 'site.example.step',
    cards: { card, top, refused: refused ?? card },
    args: { turn },
  });
};

/**
 * Two free cards whose ranks add up to the rules' total leaving together (`rankSum`), a low card and a high one so
 * that the sum reads at a glance. On a table of overlapping cards they are the two covering a third, which the
 * pair frees: the picture shows covered and free cards as the engine tells them apart.
 */
export const pairExample = (rules: Rules): Example | null => {
  const rule = rules.discard;
  if (rule?.by !== 'rankSum') return null;
  const used = new Set<Card>();
  const first = pick(used, (c) => rankOf(c) === Math.floor(rule.total / 3));
  const second = first && pick(used, (c) => rankOf(c) + rankOf(first) === rule.total && suitOf(c) !== suitOf(first));
  if (first === undefined || second === undefined) return null;
  // A card that pairs with neither and is no pair alone, so that only the one pair shows, of a third suit.
  const inert = (c: Card) =>
    ![rule.total, rule.total - rankOf(first), rule.total - rankOf(second)].includes(rankOf(c)) &&
    ![suitOf(first), suitOf(second)].includes(suitOf(c));
  const covers = coveringPiles(rules);
  const under = covers.findIndex((c) => c.length === 2);
  const table = rules.tableau.spots !== undefined && under >= 0;
  const pair = table ? covers[under]! : sideBySide(rules, 2);
  const piles = new Map(pair.map((i, k) => [i, [...underCard(rules, used, inert), code([first, second][k]!)]]));
  const coveredCard = table ? pick(used, inert) : undefined;
  if (table && coveredCard) piles.set(under, [code(coveredCard)]);
  const position = smallPosition(rules, piles, []);
  if (!position.ok) return null;
  const move: Move = {
    kind: 'pair',
    first: { zone: 'tableau', index: pair[0]! },
    second: { zone: 'tableau', index: pair[1]! },
  };
  return singleExample(rules, 'pair', position.value, move, [...piles.keys()], {
    key: 'site.example.pair',
    cards: { first, second, covered: coveredCard ?? first },
    args: { total: rule.total, table: table && coveredCard !== undefined, king: rule.total === KING },
  });
};

/**
 * A top card discarded while a higher card of its suit tops another pile (`higherOfSuit`), beside a higher card of
 * another suit that would not let it go; the move is checked against `legalMoves`.
 */
export const discardExample = (rules: Rules): Example | null => {
  if (rules.discard?.by !== 'higherOfSuit') return null;
  const used = new Set<Card>();
  const card = pick(used, (c) => rankOf(c) === 5)!;
  const higher = pick(used, (c) => suitOf(c) === suitOf(card) && rankOf(c) === 12)!;
  const other = pick(used, (c) => suitOf(c) !== suitOf(card) && rankOf(c) === KING)!;
  const indices = sideBySide(rules, 3);
  const piles = new Map(
    indices.map((i, k) => [
      i,
      // Under each pile a card of the other two suits, which no discard in the picture concerns.
      [
        ...underCard(rules, used, (c) => ![suitOf(card), suitOf(other)].includes(suitOf(c))),
        code([card, higher, other][k]!),
      ],
    ]),
  );
  const position = smallPosition(rules, piles, []);
  if (!position.ok) return null;
  const move: Move = { kind: 'discard', from: { zone: 'tableau', index: indices[0]! } };
  return singleExample(rules, 'discard', position.value, move, indices, {
    key: 'site.example.discard',
    cards: { card, higher, other },
    args: {},
  });
};

/** Every worked example that the game's rules call for, in reading order. */
export const examplesFor = (def: VariantDefinition | Rules): Example[] => {
  const rules = asRules(def);
  return [
    runExample(rules),
    kingsExample(rules),
    playBackExample(rules),
    stepExample(rules),
    pairExample(rules),
    discardExample(rules),
  ].filter((e): e is Example => e !== null);
};
