#!/usr/bin/env node
// Same search, faster? (a benchmark, not a test). Solves the same deals at a node budget with this build and with
// another one, alternating deal by deal in one process, and checks that both reach the same outcome in the same
// number of positions; then prints each build's CPU time for that identical work and the median ratio over rounds.
// Only ratios inside one run mean anything on a shared machine; the median of the per-deal ratios (each pair run
// back to back) is the one that load disturbs least.
//
//   node packages/solver/bench/compare.mjs --base DIR [--base-engine DIR] [--nodes N] [--rounds R]
//        [--deals 1-12] [--games klondike,fan] [--setB N] [--draw 3]
//
// --base         dist folder of the other build's solver (a copy of packages/solver/dist, or at an older commit
//                the engine's dist, which held the solver then)
// --base-engine  dist folder of the engine and --base-variants of the variants the other build plays by
//                (default: this checkout's; give them for an older commit so its rules objects are its own)
// --nodes        node budget per deal (default 20,000)
// --rounds       rounds over all deals (default 3); the outcome check is done in every round
// --warmup       rounds run first and not timed, while V8 compiles both builds (default 1)
// --deals        numbered deals FROM-TO of every game (default 1-12); --setB N instead: the first N deals of set
//                B in Klondike (draw from --draw, default 3)
// --playouts N   random playouts instead of solves: N steps a round per game (`randomPlayouts` from deal 1 on,
//                seed = deal, 30,000 steps a deal), each build's steps per CPU second; the games played must agree
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : dflt;
};
const load = (dir) => import(pathToFileURL(resolve(dir, 'index.js')).href);
const baseDir = flag('--base', null);
if (!baseDir) throw new Error('--base DIR is required');
const nodes = Number(flag('--nodes', '20000'));
const rounds = Number(flag('--rounds', '3'));
const warmup = Number(flag('--warmup', '1'));
const [from, to] = flag('--deals', '1-12').split('-').map(Number);
const setB = Number(flag('--setB', '0'));
const draw = Number(flag('--draw', '3'));

const builds = [
  {
    name: 'base',
    solver: await load(baseDir),
    engine: await load(flag('--base-engine', resolve(here, '../../engine/dist'))),
    variants: await load(flag('--base-variants', resolve(here, '../../variants/dist'))),
  },
  {
    name: 'new',
    solver: await load(resolve(here, '../dist')),
    engine: await load(resolve(here, '../../engine/dist')),
    variants: await load(resolve(here, '../../variants/dist')),
  },
];

/** The deals of one build, made with that build's own engine: [label, rules, state factory]. */
const dealsOf = (build) => {
  const { engine, variants } = build;
  const rulesOf = (id, options = {}) => {
    const r = engine.resolveRules(variants.findVariant(id), options);
    if (!r.ok) throw new Error(`${id}: ${r.error}`);
    return r.value;
  };
  if (setB > 0) {
    const rules = rulesOf('klondike', { draw });
    const sets = JSON.parse(readFileSync(resolve(here, 'data/deals.json'), 'utf8')).sets;
    return sets.B.slice(0, setB).map((d) => [
      `klondike-draw${draw} ${d.id}`,
      rules,
      () => {
        const s = engine.dealFromDeck(
          rules,
          d.deck.map((c) => engine.parseCard(c).value),
        );
        if (!s.ok) throw new Error(`${d.id}: ${s.error}`);
        return s.value;
      },
    ]);
  }
  const games = flag('--games', variants.variants.map((v) => v.id).join(',')).split(',');
  return games.flatMap((id) => {
    const rules = rulesOf(id);
    return Array.from({ length: to - from + 1 }, (_, i) => [
      `${id} ${from + i}`,
      rules,
      () => engine.newDeal(rules, from + i),
    ]);
  });
};

const playouts = Number(flag('--playouts', '0'));
if (playouts > 0) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  for (const id of flag('--games', builds[1].variants.variants.map((v) => v.id).join(',')).split(',')) {
    // Steps per CPU second of one build over `playouts` steps, and a digest of the games it played.
    const run = (b) => {
      const { engine, variants, solver } = builds[b];
      const rules = engine.resolveRules(variants.findVariant(id)).value;
      let steps = 0,
        digest = 0;
      const t0 = process.cpuUsage();
      for (let d = 1; steps < playouts; d++) {
        const r = solver.randomPlayouts(rules, engine.newDeal(rules, d), { steps: 30_000, seed: d });
        steps += r.steps;
        digest = (Math.imul(digest, 31) + r.games * 7919 + r.won * 101 + r.stuck) | 0;
      }
      const t = process.cpuUsage(t0);
      return [steps / ((t.user + t.system) / 1e6), digest];
    };
    for (let w = 0; w < warmup; w++) {
      run(0);
      run(1);
    }
    const rates = [[], []];
    let differ = 0;
    for (let round = 0; round < rounds; round++) {
      const got = [];
      for (const b of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const [rate, digest] = run(b);
        rates[b].push(rate);
        got[b] = digest;
      }
      if (got[0] !== got[1]) differ++;
    }
    const ratios = rates[1].map((r, i) => r / rates[0][i]);
    console.log(
      `${id}: steps per CPU second base ${Math.round(median(rates[0]))}, new ${Math.round(median(rates[1]))}; median new/base ${median(ratios).toFixed(3)} (rounds: ${ratios.map((r) => r.toFixed(3)).join(', ')}); rounds whose games differ: ${differ}`,
    );
  }
  process.exit(0);
}

const deals = builds.map(dealsOf);
const ms = builds.map(() => []);
const perDeal = [];
let mismatches = 0,
  positions = 0;
for (let round = -warmup; round < rounds; round++) {
  const spent = [0, 0];
  for (let i = 0; i < deals[0].length; i++) {
    const got = [],
      took = [];
    // Alternate which build goes first, so neither always runs on a warmer cache.
    for (const b of (i + round) % 2 === 0 ? [0, 1] : [1, 0]) {
      const [, rules, state] = deals[b][i];
      const s = state();
      // CPU time of this process, not wall time: time spent waiting for a core under load does not count.
      const t0 = process.cpuUsage();
      const r = builds[b].solver.solve(rules, s, { maxNodes: nodes });
      const t1 = process.cpuUsage(t0);
      took[b] = (t1.user + t1.system) / 1000;
      spent[b] += took[b];
      got[b] = r;
    }
    if (got[0].outcome !== got[1].outcome || got[0].nodes !== got[1].nodes) {
      mismatches++;
      if (round === -warmup)
        console.log(
          `differs: ${deals[0][i][0]}: base ${got[0].outcome} ${got[0].nodes}, new ${got[1].outcome} ${got[1].nodes}`,
        );
    }
    if (round === 0) positions += got[1].nodes;
    if (round >= 0) perDeal.push(took[1] / took[0]);
  }
  if (round < 0) continue;
  ms[0].push(spent[0]);
  ms[1].push(spent[1]);
  console.log(
    `round ${round + 1}: base ${spent[0].toFixed(0)} ms, new ${spent[1].toFixed(0)} ms, new/base ${(spent[1] / spent[0]).toFixed(3)}`,
  );
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ratios = ms[1].map((t, i) => t / ms[0][i]);
console.log(
  `${deals[0].length} deals at ${nodes} nodes, ${positions} positions a round; pairs whose outcome or node count differ, all rounds: ${mismatches}`,
);
console.log(
  `median of the per-deal new/base ratios ${median(perDeal).toFixed(3)} (${perDeal.length} pairs, quartiles ${[...perDeal].sort((a, b) => a - b)[perDeal.length >> 2].toFixed(3)}, ${[...perDeal].sort((a, b) => a - b)[(3 * perDeal.length) >> 2].toFixed(3)})`,
);
console.log(
  `median new/base ${median(ratios).toFixed(3)} (rounds: ${ratios.map((r) => r.toFixed(3)).join(', ')}); median ms base ${median(ms[0]).toFixed(0)}, new ${median(ms[1]).toFixed(0)}`,
);
