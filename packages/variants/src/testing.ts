// Helpers for this package's tests: short pile names and positions from layouts. Not exported by index.ts.
import {
  type GameState, type Layout, type Move, type Options, type PileRef, type Rules, type VariantDefinition,
  cardCode, parseCard, positionFromLayout, resolveRules,
} from '@solitaire/engine';

/** Resolved rules of a definition, failing the test on a bad option. */
export const rulesOf = (def: VariantDefinition, options: Options = {}): Rules => {
  const r = resolveRules(def, options);
  if (!r.ok) throw new Error(`${def.id}: ${r.error} ${r.detail ?? ''}`);
  return r.value;
};

/** `t3` tableau 3, `f0` foundation 0, `w` waste, `s` stock, `r` reserve. */
export const pile = (name: string): PileRef => {
  const zone = ({ t: 'tableau', f: 'foundation', w: 'waste', s: 'stock', r: 'reserve' } as const)[name[0] as 't'];
  if (!zone) throw new Error(`bad pile name ${name}`);
  return { zone, index: name.length > 1 ? Number(name.slice(1)) : 0 };
};

/** A card move between two named piles. */
export const mv = (from: string, to: string, count = 1): Move => ({ kind: 'move', from: pile(from), to: pile(to), count });

/** A position from a layout (piles left out are empty), failing the test on a refused layout. */
export const position = (rules: Rules, layout: Partial<Layout>): GameState => {
  const r = positionFromLayout(rules, { tableau: [], ...layout });
  if (!r.ok) throw new Error(`layout refused: ${r.error} ${r.detail ?? ''}`);
  return r.value;
};

/** A pile as codes, `#` before face-down cards. */
export const codes = (p: readonly { card: number; up: boolean }[]): string[] => p.map((c) => (c.up ? '' : '#') + cardCode(c.card));

/** A card id from its code. */
export const card = (code: string): number => {
  const r = parseCard(code);
  if (!r.ok) throw new Error(code);
  return r.value;
};
