import { it } from 'vitest';
import { cardCode, type GameState, newDeal, resolveRules } from '@solitaire/engine';
import { findVariant } from '@solitaire/variants';
import { solveWith } from './solver.js';
import { SolverBoard } from './solverBoard.js';

it('dbg', () => {
  const game = process.env.GAME ?? 'bureau';
  const r = resolveRules(findVariant(game)!, {});
  if (!r.ok) throw new Error();
  let maxF = 0, maxPly = 0; let best: GameState | null = null;
  const orig = SolverBoard.prototype.isWon;
  SolverBoard.prototype.isWon = function (this: SolverBoard) { if (this.fTotal > maxF) { maxF = this.fTotal; if (process.env.SHOW) best = this.toState(); } if (this.ply > maxPly) maxPly = this.ply; return orig.call(this); };
  for (const d of (process.env.DEALS ?? '2001,2002,2003').split(',').map(Number)) {
    maxF = 0; maxPly = 0;
    const b = new SolverBoard(r.value, newDeal(r.value, d));
    const classes = new Set(b.twin).size;
    const res = solveWith(r.value, newDeal(r.value, d), { maxNodes: Number(process.env.NODES ?? 300000) }, { floating: true, dominance: true, probes: process.env.PROBES !== '0', deadEnds: true });
    if (best) { const b = best as GameState; console.log(b.tableau.map((p) => p.map((c) => (c.up ? '' : '#') + cardCode(c.card)).join(' ')).join('\n'), '\nF', b.foundations.map((p) => p.map((c) => cardCode(c.card)).join(' ')).join(' | '), '\nW', b.waste.map((c) => cardCode(c.card)).join(' '), '\nS', b.stock.map((c) => cardCode(c.card)).reverse().join(' '), b.redeals); }
    console.log(d, res.outcome, res.nodes, 'maxF', maxF, 'maxPly', maxPly, 'classes', classes);
  }
});
