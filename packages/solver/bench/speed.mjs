// Engine speed per variant (a benchmark, not a test): legal-move generations per second, and random playouts
// (steps per second and games per second) through the immutable public API, then the same random games on the
// solver's mutable board (`randomPlayouts`).
import { legalMoves, newDeal, nextUint32, playUnchecked, resolveRules } from '@solitaire/engine';
import { randomPlayouts } from '@solitaire/solver';
import { variants } from '@solitaire/variants';

const seconds = Number(process.env.BENCH_SECONDS ?? 1.5);
const rows = [];
for (const def of variants) {
  const rules = resolveRules(def);
  if (!rules.ok) throw new Error(rules.error);
  const r = rules.value;
  // Legal-move generation over a pool of mid-game positions.
  const pool = [];
  let rng = 7;
  for (let d = 1; d <= 50; d++) {
    let s = newDeal(r, d);
    for (let i = 0; i < 40; i++) {
      const ms = legalMoves(r, s);
      if (!ms.length) break;
      const [u, n] = nextUint32(rng);
      rng = n;
      s = playUnchecked(r, s, ms[u % ms.length]);
    }
    pool.push(s);
  }
  let gens = 0,
    t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000)
    for (const s of pool) {
      legalMoves(r, s);
      gens++;
    }
  const genRate = gens / ((performance.now() - t0) / 1000);
  // Random playouts: up to 300 moves from a fresh deal.
  let steps = 0,
    games = 0,
    deal = 1;
  t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    let s = newDeal(r, deal++);
    for (let i = 0; i < 300; i++) {
      const ms = legalMoves(r, s);
      if (!ms.length) break;
      const [u, n] = nextUint32(rng);
      rng = n;
      s = playUnchecked(r, s, ms[u % ms.length]);
      steps++;
    }
    games++;
  }
  const el = (performance.now() - t0) / 1000;
  // The same random games on the solver's mutable board (what searches and Monte Carlo estimates run on).
  let fastSteps = 0,
    fastGames = 0;
  deal = 1;
  t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    const out = randomPlayouts(r, newDeal(r, deal++), { steps: 30_000, seed: deal });
    fastSteps += out.steps;
    fastGames += out.games;
  }
  const fastEl = (performance.now() - t0) / 1000;
  rows.push({
    variant: def.id,
    'legalMoves/s': Math.round(genRate),
    'playout steps/s': Math.round(steps / el),
    'playouts/s': Math.round(games / el),
    'board playout steps/s': Math.round(fastSteps / fastEl),
    'board playouts/s': Math.round(fastGames / fastEl),
  });
}
console.table(rows);
