import {
  type Card,
  type GameState,
  type Move,
  type Pile,
  type Rules,
  type VariantDefinition,
  KING,
  applyMove,
  cardCode,
  fullDeck,
  legalMoves,
  makeCard,
  newDeal,
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
export const exampleKinds = ['run', 'kings', 'playBack'] as const;
/** A worked example's kind. */
export type ExampleKind = (typeof exampleKinds)[number];

/** One pile of an example picture, with the cards that move (by index) picked out. */
export interface ExamplePile {
  readonly zone: 'tableau' | 'foundation';
  /** The pile's index in its zone, as the caption and the engine count it from 0. */
  readonly index: number;
  readonly pile: Pile;
  readonly moving: readonly number[];
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

/** Every worked example that the game's rules call for, in reading order. */
export const examplesFor = (def: VariantDefinition | Rules): Example[] => {
  const rules = asRules(def);
  return [runExample(rules), kingsExample(rules), playBackExample(rules)].filter((e): e is Example => e !== null);
};
