import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type GameState, type Move, type Options, type Rules, type VariantDefinition, applyMove, dealFromDeck, isWon, newDeal,
  parseCard, resolveRules,
} from '@solitaire/engine';
import { describe, expect, it } from 'vitest';
import { athena, klondike, shamrocks } from '@solitaire/variants';
import { solve } from './solver.js';

// The benchmark deals and the native solvers' results, kept in this package.
const bench = (name: string) => resolve(dirname(fileURLToPath(import.meta.url)), '../bench/data', name);

interface Deal { readonly id: number; readonly deck: readonly string[] }
const sets = (JSON.parse(readFileSync(bench('deals.json'), 'utf8')) as { sets: Record<string, Deal[]> }).sets;
// deal,game,solver,result,solver_ms,cap_s
const reference = readFileSync(bench('reference-results.csv'), 'utf8').trim().split('\n').slice(1)
  .map((line) => line.split(','))
  .map(([deal, game, solver, result]) => ({ deal: Number(deal), game: game!, solver: solver!, result: result! }));

const rulesOf = (def: VariantDefinition, options: Options = {}): Rules => {
  const r = resolveRules(def, options);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const dealt = (rules: Rules, deal: Deal): GameState => {
  const cards = deal.deck.map((code) => { const c = parseCard(code); if (!c.ok) throw new Error(code); return c.value; });
  const s = dealFromDeck(rules, cards);
  if (!s.ok) throw new Error(s.error);
  return s.value;
};
const replaysToWin = (rules: Rules, state: GameState, moves: readonly Move[]): boolean => {
  let s = state;
  for (const m of moves) {
    const r = applyMove(rules, s, m);
    if (!r.ok) return false;
    s = r.value;
  }
  return isWon(s);
};

// A node budget rather than a time cap keeps the test the same on every machine.
const BUDGET = { maxNodes: 2_000_000 };

const games = [
  // Klondike rows are trusted both ways; Athena's reference cannot move a covered face-up card with the card
  // above it, so only its wins bind us (bench README).
  { game: 'klondike-draw3', rules: rulesOf(klondike, { draw: 3 }), binding: ['won', 'lost'] },
  { game: 'klondike-draw1', rules: rulesOf(klondike, { draw: 1 }), binding: ['won', 'lost'] },
  { game: 'athena-draw3-unlimited', rules: rulesOf(athena), binding: ['won'] },
] as const;

describe('solver on the shared benchmark deals', () => {
  it('has reference rows for set A', () => {
    for (const { game } of games) expect(reference.filter((r) => r.game === game && r.deal <= 50).length).toBeGreaterThanOrEqual(50);
  });

  it.each(games)('never contradicts the reference on set A, and every win replays ($game)', ({ game, rules, binding }) => {
    let decided = 0;
    for (const deal of sets.A!) {
      const state = dealt(rules, deal);
      const r = solve(rules, state, BUDGET);
      const rows = reference.filter((x) => x.game === game && x.deal === deal.id && (binding as readonly string[]).includes(x.result));
      if (r.outcome !== 'unknown') {
        decided++;
        for (const row of rows) expect(r.outcome, `deal ${deal.id}: ${row.solver} says ${row.result}`).toBe(row.result);
      }
      if (r.outcome === 'won') expect(replaysToWin(rules, state, r.moves!), `deal ${deal.id}`).toBe(true);
    }
    // Agreement means little if nothing is decided: nearly all of set A must be (48 to 50 of 50 at this budget).
    expect(decided).toBeGreaterThanOrEqual(45);
  });

  it('wins and loses Shamrocks deals with lines that replay', () => {
    const rules = rulesOf(shamrocks);
    const outcomes = new Set<string>();
    for (let deal = 1; deal <= 12; deal++) {
      const state = newDeal(rules, deal);
      const r = solve(rules, state, { maxNodes: 300_000 });
      outcomes.add(r.outcome);
      if (r.outcome === 'won') expect(replaysToWin(rules, state, r.moves!), `deal ${deal}`).toBe(true);
    }
    expect(outcomes.has('won')).toBe(true);
  });
});
