// Winnability of a game the CLI cannot reach yet (defined, not registered: Golf and its cousins of issue 40), in the
// CLI's summary format (packages/variants/src/results/*.json), with per-deal figures for the side-by-side files.
// Usage: node bench/singleFoundation.mjs GAME FIRST LAST MAX_NODES SUMMARY_FILE [CSV_FILE]
// Run on one core (taskset -c 1) after `pnpm build` of engine, variants and solver.
import { writeFileSync } from 'node:fs';
import { newDeal, resolveRules } from '@solitaire/engine';
import { SOLVER_VERSION, solve } from '@solitaire/solver';
import { optionValuesOf, unregistered, variants } from '@solitaire/variants';

const [game, first, last, maxNodes, summaryFile, csvFile] = process.argv.slice(2);
const def = [...variants, ...unregistered].find((d) => d.id === game);
if (!def || !summaryFile) throw new Error('usage: GAME FIRST LAST MAX_NODES SUMMARY_FILE [CSV_FILE]');
const rules = resolveRules(def);
if (!rules.ok) throw new Error(rules.error);
const counts = { won: 0, lost: 0, unknown: 0 };
let within100 = 0,
  totalMs = 0,
  slowest = 0;
const rows = ['deal,outcome,nodes,ms'];
for (let deal = Number(first); deal <= Number(last); deal++) {
  const r = solve(rules.value, newDeal(rules.value, deal), { maxNodes: Number(maxNodes), memoryMB: 512 });
  counts[r.outcome]++;
  totalMs += r.ms;
  slowest = Math.max(slowest, r.ms);
  if (r.outcome !== 'unknown' && r.ms <= 100) within100++;
  rows.push(`${deal},${r.outcome},${r.nodes},${r.ms.toFixed(1)}`);
}
const deals = Number(last) - Number(first) + 1;
const options = optionValuesOf(def);
const record = {
  game,
  options,
  firstDeal: Number(first),
  lastDeal: Number(last),
  deals,
  ...counts,
  capSeconds: null,
  maxNodes: Number(maxNodes),
  date: new Date().toISOString().slice(0, 10),
  solver: SOLVER_VERSION,
};
writeFileSync(summaryFile, `${JSON.stringify({ format: 1, game, runs: [record] }, null, 2)}\n`);
if (csvFile) writeFileSync(csvFile, `${rows.join('\n')}\n`);
console.log(
  `${game} ${first}-${last}: won ${counts.won} lost ${counts.lost} unknown ${counts.unknown}; ` +
    `decided within 100 ms ${within100}; total ${(totalMs / 1000).toFixed(1)} s; slowest ${slowest.toFixed(0)} ms`,
);
