// Positions written by hand for the tests of this folder.
import { type GameState, type Layout, type Rules, type VariantDefinition, positionFromLayout, resolveRules } from '@solitaire/engine';

/** A variant's rules with its default options; throws on a bad definition (a test bug). */
export const rulesOf = (def: VariantDefinition): Rules => {
  const r = resolveRules(def);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** A validated position from a layout; throws on a bad layout (a test bug). */
export const position = (rules: Rules, layout: Layout): GameState => {
  const p = positionFromLayout(rules, layout);
  if (!p.ok) throw new Error(`${p.error} ${p.detail ?? ''}`);
  return p.value;
};
