// Winnability of a game the CLI cannot reach yet (defined, not registered: Golf and its cousins of issue 40), in the
// CLI's summary format (packages/variants/src/results/*.json), with per-deal figures for the side-by-side files.
// Usage: node bench/singleFoundation.mjs GAME FIRST LAST MAX_NODES[,MORE_NODES...] SUMMARY_FILE [CSV_FILE]
// A list of caps searches each deal at the first, and each deal still undecided again from the start at the next
// (a proof found at any cap is a proof; the summary's `maxNodes` is the last cap, the one that bounds what stays
// undecided); the CSV gives a deal's positions and time summed over its searches.
// Run on one core (taskset -c 1) after `pnpm build` of engine, variants and solver; the later caps want
// `node --max-old-space-size=3000` (their tables take up to 2 GiB).
import { writeFileSync } from 'node:fs';
import { newDeal, resolveRules } from '@solitaire/engine';
import { SOLVER_VERSION, solve } from '@solitaire/solver';
import { optionValuesOf, unregistered, variants } from '@solitaire/variants';

const [game, first, last, caps, summaryFile, csvFile] = process.argv.slice(2);
const def = [...variants, ...unregistered].find((d) => d.id === game);
if (!def || !summaryFile) throw new Error('usage: GAME FIRST LAST MAX_NODES[,MORE_NODES...] SUMMARY_FILE [CSV_FILE]');
const maxNodes = caps.split(',').map(Number);
if (maxNodes.some((n, i) => !(n > 0) || (i > 0 && n <= maxNodes[i - 1])))
  throw new Error('MAX_NODES: positive caps, each larger than the one before');
const rules = resolveRules(def);
if (!rules.ok) throw new Error(rules.error);
const counts = { won: 0, lost: 0, unknown: 0 };
let within100 = 0,
  totalMs = 0,
  slowest = 0;
const rows = ['deal,outcome,nodes,ms'];
const retried = maxNodes.slice(1).map(() => ({ deals: 0, decided: 0 }));
for (let deal = Number(first); deal <= Number(last); deal++) {
  let outcome = 'unknown',
    nodes = 0,
    ms = 0;
  for (const [stage, cap] of maxNodes.entries()) {
    if (stage > 0) retried[stage - 1].deals++;
    const r = solve(rules.value, newDeal(rules.value, deal), { maxNodes: cap, memoryMB: stage === 0 ? 512 : 2048 });
    nodes += r.nodes;
    ms += r.ms;
    outcome = r.outcome;
    if (outcome === 'unknown') continue;
    if (stage > 0) retried[stage - 1].decided++;
    break;
  }
  counts[outcome]++;
  totalMs += ms;
  slowest = Math.max(slowest, ms);
  if (outcome !== 'unknown' && ms <= 100) within100++;
  rows.push(`${deal},${outcome},${nodes},${ms.toFixed(1)}`);
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
  maxNodes: maxNodes.at(-1),
  date: new Date().toISOString().slice(0, 10),
  solver: SOLVER_VERSION,
};
writeFileSync(summaryFile, `${JSON.stringify({ format: 1, game, runs: [record] }, null, 2)}\n`);
if (csvFile) writeFileSync(csvFile, `${rows.join('\n')}\n`);
console.log(
  `${game} ${first}-${last}: won ${counts.won} lost ${counts.lost} unknown ${counts.unknown}; ` +
    `decided within 100 ms ${within100}; total ${(totalMs / 1000).toFixed(1)} s; slowest ${slowest.toFixed(0)} ms`,
);
for (const [k, r] of retried.entries())
  console.log(`  again at ${maxNodes[k + 1]} positions: ${r.deals} deals, ${r.decided} decided`);
