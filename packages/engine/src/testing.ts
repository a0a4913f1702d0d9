// Definitions for the engine's own tests. The engine knows no real game; these exercise its vocabulary.
// Published as `@solitaire/engine/testing` for the other packages' tests; not part of the main entry.
import { cardCode, parseCard } from './card.js';
import { type Layout, positionFromLayout } from './layout.js';
import { type Options, type Rules, type VariantDefinition, resolveRules } from './rules.js';
import type { GameState, PileRef } from './state.js';
import { type Move, applyMove } from './moves.js';

/** A Klondike-like base definition that tests vary field by field. */
export const baseDef: VariantDefinition = {
  id: 'test-base',
  nameKey: 'testBase',
  source: 'engine tests',
  decks: 1,
  foundations: { count: 4, build: 'sameSuit', playBack: true, baseFixed: false },
  tableau: {
    count: 4,
    build: { direction: 'down', suit: 'alternateColour', wrap: false },
    moveUnit: 'faceUpRun',
    capacity: null,
    whenEmpty: 'kingOnly',
    fans: false,
  },
  deal: { acesToFoundations: false, tableau: { kind: 'rows', rows: ['down', 'up'] }, reserve: 0, afterDeal: [] },
  stock: { draw: 1 },
  redeal: { kind: 'turnWaste', limit: 1 },
  scoring: 'foundationCards',
  options: [{ key: 'draw', choices: [1, 3] }],
  ruleIds: {},
};

/** Resolves a definition, throwing on refusal (tests only). */
export const rulesFor = (def: VariantDefinition, options: Options = {}): Rules => {
  const r = resolveRules(def, options);
  if (!r.ok) throw new Error(`${r.error} ${r.detail ?? ''}`);
  return r.value;
};

/** A position from a layout, throwing on refusal (tests only). */
export const at = (rules: Rules, layout: Partial<Layout>): GameState => {
  const r = positionFromLayout(rules, { tableau: [], ...layout });
  if (!r.ok) throw new Error(`${r.error} ${r.detail ?? ''}`);
  return r.value;
};

/** For `reduce` over a line of moves: plays a legal move, throwing on refusal (in a test, a bug of the test). */
export const played =
  (rules: Rules) =>
  (s: GameState, m: Move): GameState => {
    const after = applyMove(rules, s, m);
    if (!after.ok) throw new Error(after.error);
    return after.value;
  };

/** `t3` tableau 3, `f0` foundation 0, `w` waste, `s` stock, `r` reserve, `c1` cell 1. */
export const pile = (name: string): PileRef => {
  const zone = ({ t: 'tableau', f: 'foundation', w: 'waste', s: 'stock', r: 'reserve', c: 'cell' } as const)[
    name[0] as 't'
  ];
  if (!zone) throw new Error(`bad pile name ${name}`);
  return { zone, index: name.length > 1 ? Number(name.slice(1)) : 0 };
};

/** `move('t0', 'f1', 2)`: a card move between named piles. */
export const move = (from: string, to: string, count = 1): Move => ({
  kind: 'move',
  from: pile(from),
  to: pile(to),
  count,
});

/** A pile as codes, `#` before face-down cards. */
export const codes = (p: readonly { card: number; up: boolean }[]): string[] =>
  p.map((c) => (c.up ? '' : '#') + cardCode(c.card));

/** A card id from its code, throwing on a bad code (tests only). */
export const card = (code: string): number => {
  const r = parseCard(code);
  if (!r.ok) throw new Error(code);
  return r.value;
};
