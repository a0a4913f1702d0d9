#!/usr/bin/env node
// Solver benchmark (not a test): set B of the shared deal sets and numbered deals of the other games, one core,
// one deal at a time, each game in a child process of its own so that its peak memory is its own. Prints a table
// beside the reference rows of bench/data/reference-results.csv, recounted at the same cap.
//
//   node packages/solver/bench/solver.mjs [--cap SECONDS] [--deals N] [--games a,b] [--memory MB] [--csv DIR]
//
// --cap      seconds per deal (default 10, the reference's); try 1 for a quick run
// --deals    only the first N deals of each game (default all 500)
// --games    among klondike-draw3, klondike-draw1, athena-draw3-unlimited (set B), shamrocks (deals 1..500),
//            athena-aisleriot, minerva, bureau, fan, la-belle-lucie, trefoil (deals 2001..2100) (default all)
// --memory   transposition table cap in MB (default 32)
// --csv      write DIR/<game>.csv (deal,result,ms,nodes)
// Needs the solver and the variants built (pnpm turbo run build --filter=@solitaire/solver...).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const benchDir = resolve(here, 'data');

const GAMES = {
  'klondike-draw3': { variant: 'klondike', options: { draw: 3 }, deals: 'B' },
  'klondike-draw1': { variant: 'klondike', options: { draw: 1 }, deals: 'B' },
  'athena-draw3-unlimited': { variant: 'athena', options: {}, deals: 'B' },
  // No reference exists for the others: the game's own numbered deals (Shamrocks 1..500, the rest 2001..2100,
  // the samples the changelog's figures were measured on).
  shamrocks: { variant: 'shamrocks', options: {}, deals: 'numbers', first: 1, count: 500 },
  ...Object.fromEntries(
    ['athena-aisleriot', 'minerva', 'bureau', 'fan', 'la-belle-lucie', 'trefoil'].map((variant) => [
      variant,
      { variant, options: {}, deals: 'numbers', first: 2001, count: 100 },
    ]),
  ),
};

const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : dflt;
};
const cap = Number(flag('--cap', '10'));
const limit = Number(flag('--deals', '500'));
const memoryMB = Number(flag('--memory', '32')); // the solver's DEFAULT_SOLVER_MEMORY_MB
const csvDir = flag('--csv', null);
const only = flag('--child', null);

/** Decides one game's deals in this process and prints its results as JSON (child mode). */
const runGame = async (name) => {
  const { dealFromDeck, newDeal, parseCard, resolveRules } = await import('../../engine/dist/index.js');
  const { solve } = await import('../dist/index.js');
  const { findVariant } = await import('../../variants/dist/index.js');
  const game = GAMES[name];
  const rules = resolveRules(findVariant(game.variant), game.options);
  if (!rules.ok) throw new Error(`${name}: ${rules.error}`);
  let states;
  if (game.deals === 'numbers') {
    states = Array.from({ length: Math.min(limit, game.count) }, (_, i) => ({
      id: game.first + i,
      state: () => newDeal(rules.value, game.first + i),
    }));
  } else {
    const sets = JSON.parse(readFileSync(resolve(benchDir, 'deals.json'), 'utf8')).sets;
    states = sets[game.deals].slice(0, limit).map((d) => ({
      id: d.id,
      state: () => {
        const r = dealFromDeck(
          rules.value,
          d.deck.map((c) => {
            const p = parseCard(c);
            if (!p.ok) throw new Error(c);
            return p.value;
          }),
        );
        if (!r.ok) throw new Error(`${d.id}: ${r.error}`);
        return r.value;
      },
    }));
  }
  const results = [];
  for (const [i, d] of states.entries()) {
    const r = solve(rules.value, d.state(), { timeMs: cap * 1000, memoryMB });
    results.push({ id: d.id, outcome: r.outcome, ms: r.ms, nodes: r.nodes });
    if ((i + 1) % 25 === 0) process.stderr.write(`  ${name}: ${i + 1}/${states.length}\n`);
  }
  process.stdout.write(JSON.stringify({ results, maxRssMB: process.resourceUsage().maxRSS / 1024 }));
};

/** won, lost, undecided, decided within 10 ms / 100 ms / 1 s (% of all), total seconds with undecided at the cap. */
const row = (results, capMs) => {
  const n = results.length;
  const decided = (r) => r.outcome !== 'unknown' && r.ms <= capMs;
  const within = (ms) => results.filter((r) => decided(r) && r.ms <= ms).length;
  const pct = (k) => `${Math.round((k / Math.max(1, n)) * 100)}`;
  const won = results.filter((r) => decided(r) && r.outcome === 'won').length;
  const lost = results.filter((r) => decided(r) && r.outcome === 'lost').length;
  const total = results.reduce((s, r) => s + (decided(r) ? r.ms : capMs), 0) / 1000;
  return {
    won,
    lost,
    undecided: n - won - lost,
    within: `${pct(within(10))} / ${pct(within(100))} / ${pct(within(1000))} %`,
    total: total.toFixed(0),
  };
};

const referenceRows = (name, ids) => {
  const lines = readFileSync(resolve(benchDir, 'reference-results.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','));
  const wanted = new Set(ids);
  const bySolver = new Map();
  for (const [deal, game, solver, result, ms] of lines) {
    if (game !== name || !wanted.has(Number(deal))) continue;
    if (!bySolver.has(solver)) bySolver.set(solver, []);
    bySolver
      .get(solver)
      .push({ id: Number(deal), outcome: result === 'undecided' ? 'unknown' : result, ms: Number(ms) });
  }
  return bySolver;
};

if (only) {
  await runGame(only);
} else {
  const names = flag('--games', Object.keys(GAMES).join(',')).split(',');
  const capMs = cap * 1000;
  const out = [
    `Solver benchmark, cap ${cap} s, one core, ${limit < 500 ? `first ${limit} deals` : 'all deals'} (set B; Shamrocks: its deals from 1; the other games: theirs from 2001, 100 at most)`,
    '',
    '| game, solver | won | lost | undecided | decided ≤ 10 ms / 100 ms / 1 s | total s (undecided at the cap) | peak RSS MB |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const name of names) {
    if (!GAMES[name]) throw new Error(`unknown game ${name}`);
    process.stderr.write(`${name}...\n`);
    const child = spawnSync(
      process.execPath,
      [
        fileURLToPath(import.meta.url),
        '--child',
        name,
        '--cap',
        String(cap),
        '--deals',
        String(limit),
        '--memory',
        String(memoryMB),
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 64 * 2 ** 20,
      },
    );
    if (child.status !== 0) throw new Error(`${name} failed (${child.status})`);
    const { results, maxRssMB } = JSON.parse(child.stdout.toString());
    if (csvDir) {
      mkdirSync(csvDir, { recursive: true });
      writeFileSync(
        resolve(csvDir, `${name}.csv`),
        ['deal,result,ms,nodes', ...results.map((r) => `${r.id},${r.outcome},${Math.round(r.ms)},${r.nodes}`)].join(
          '\n',
        ) + '\n',
      );
    }
    const ours = row(results, capMs);
    out.push(
      `| ${name}, ours | ${ours.won} | ${ours.lost} | ${ours.undecided} | ${ours.within} | ${ours.total} | ${maxRssMB.toFixed(0)} |`,
    );
    for (const [solver, ref] of referenceRows(
      name,
      results.map((r) => r.id),
    )) {
      const r = row(ref, capMs);
      out.push(`| ${name}, ${solver} | ${r.won} | ${r.lost} | ${r.undecided} | ${r.within} | ${r.total} | |`);
    }
    const contradictions = results
      .filter((r) => r.outcome !== 'unknown')
      .flatMap((r) =>
        [...referenceRows(name, [r.id]).entries()]
          .filter(([, rows]) =>
            rows.some(
              (x) =>
                x.outcome !== 'unknown' &&
                x.outcome !== r.outcome &&
                !(name.startsWith('athena') && x.outcome === 'lost'),
            ),
          )
          .map(([s]) => `${r.id} (${s})`),
      );
    if (contradictions.length) out.push(`|   contradictions: ${contradictions.join(', ')} | | | | | | |`);
  }
  process.stdout.write(`${out.join('\n')}\n`);
}
