// Test support, not part of the package: the solver checked against the native solvers' results on the
// benchmark deals of bench/data, on a budget the fast tier (`variants.test.ts`) and the slow tier
// (`variants.slow.test.ts`) each choose.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { dealFromDeck, type GameState, parseCard, type Rules } from '@solitaire/engine';
import { rulesFor } from '@solitaire/engine/testing';
import { athena, klondike } from '@solitaire/variants';
import { solve } from './solver.js';
import { replaysToWin } from './solverChecks.js';

const bench = (name: string) => resolve(dirname(fileURLToPath(import.meta.url)), '../bench/data', name);

interface Deal { readonly id: number; readonly deck: readonly string[] }
/** The benchmark deal sets (A: deals 1-50, B: 1001-1500), each deal a deck in dealing order. */
export const dealSets = (JSON.parse(readFileSync(bench('deals.json'), 'utf8')) as { sets: Record<string, Deal[]> }).sets;
/** The native solvers' results on those deals (columns deal,game,solver,result,solver_ms,cap_s). */
export const reference = readFileSync(bench('reference-results.csv'), 'utf8').trim().split('\n').slice(1)
  .map((line) => line.split(','))
  .map(([deal, game, solver, result]) => ({ deal: Number(deal), game: game!, solver: solver!, result: result! }));

/** A benchmark deal laid out under `rules`. */
export const dealt = (rules: Rules, deal: Deal): GameState => {
  const cards = deal.deck.map((code) => { const c = parseCard(code); if (!c.ok) throw new Error(code); return c.value; });
  const s = dealFromDeck(rules, cards);
  if (!s.ok) throw new Error(s.error);
  return s.value;
};

/**
 * The games the reference covers. Klondike rows are trusted both ways; Athena's reference cannot move a covered
 * face-up card with the card above it, so only its wins bind us (bench README).
 */
export const benchGames = [
  { game: 'klondike-draw3', rules: rulesFor(klondike, { draw: 3 }), binding: ['won', 'lost'] },
  { game: 'klondike-draw1', rules: rulesFor(klondike, { draw: 1 }), binding: ['won', 'lost'] },
  { game: 'athena-draw3-unlimited', rules: rulesFor(athena), binding: ['won'] },
] as const;

/**
 * Solves the set-A deals of one game (all, or those numbered `from` to `to`) within `maxNodes` each (a node
 * budget keeps the answer the same on every machine), checks each decided deal against the binding reference
 * rows and replays each win; returns how many deals were decided.
 */
export const checkSetA = ({ game, rules, binding }: (typeof benchGames)[number], maxNodes: number, from = 1, to = 50): number => {
  let decided = 0;
  for (const deal of dealSets.A!.filter((d) => d.id >= from && d.id <= to)) {
    const state = dealt(rules, deal);
    const r = solve(rules, state, { maxNodes });
    const rows = reference.filter((x) => x.game === game && x.deal === deal.id && (binding as readonly string[]).includes(x.result));
    if (r.outcome !== 'unknown') {
      decided++;
      for (const row of rows) expect(r.outcome, `deal ${deal.id}: ${row.solver} says ${row.result}`).toBe(row.result);
    }
    if (r.outcome === 'won') expect(replaysToWin(rules, state, r.moves!), `deal ${deal.id}`).toBe(true);
  }
  return decided;
};
