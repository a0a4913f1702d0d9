#!/usr/bin/env node
// Side by side with black-hole-solver (Shlomi Fish's solver of Golf and Black Hole, built outside the repository) on
// our own deals: deal by deal in one loop, our `solve` and then black-hole-solver or the other way round (who goes
// first alternates), never both at once. Each deal is written as a board file in black-hole-solver's format; its
// verdict lines are read back. Run on one core (taskset -c 1) after `pnpm build` of engine, variants and solver.
//
//   taskset -c 1 node packages/solver/bench/blackHoleSolver.mjs --bhs PATH --game golf|black-hole --deals 1-1000
//        [--onKing queen|nothing|ace] [--nodes 1000000] [--iters 1000000] [--rank-reach-prune] [--csv FILE]
//        [--append] [--boards DIR]
//
// --bhs      a long-lived timing driver over black-hole-solver's library (its command-line flags, board file paths
//            on stdin, one line back a board: `Solved!|Unsolved!|Intractable! iters=N states=N ns=N cpu_ns=N
//            moves=COL:CARD,...`, COL the column or, for the talon, the column count), so that its times leave out
//            process start; see SINGLE_FOUNDATION.md
// --per-process  instead, `black-hole-solve` itself (--bhs its path) as a process a deal, its verdict lines parsed;
//            its time is then the whole process's, start included
// --onKing   Golf's option (default ours, a Queen on a King): queen is its --queens-on-kings, nothing its Golf as it
//            stands, ace its --wrap-ranks
// --nodes    our position budget a deal (default 1,000,000, as singleFoundation.mjs); --iters its iteration budget
//            (--max-iters, default the same number)
// --csv      rows game,deal,ours,ours_ms,ours_nodes,bhs,bhs_ms,bhs_iters (verdicts won, lost or unknown);
//            --append adds rows to an existing file
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { applyMove, cardCode, isWon, newDeal, rankOf, resolveRules } from '@solitaire/engine';
import { SOLVER_VERSION, solve } from '@solitaire/solver';
import { unregistered, variants } from '@solitaire/variants';

const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : dflt;
};
const bhsPath = flag('--bhs', null);
const game = flag('--game', null);
if (!bhsPath || !['golf', 'black-hole'].includes(game)) throw new Error('--bhs PATH and --game golf|black-hole');
const golf = game === 'golf';
const onKing = golf ? flag('--onKing', 'queen') : null;
const [first, last] = flag('--deals', '1-1000').split('-').map(Number);
const nodes = Number(flag('--nodes', '1000000'));
const iters = Number(flag('--iters', String(nodes)));
const csvFile = flag('--csv', null);
const boards = flag('--boards', null) ?? mkdtempSync(join(tmpdir(), 'bhs-boards-'));

const def = [...variants, ...unregistered].find((d) => d.id === game);
const resolved = resolveRules(def, golf ? { onKing } : {});
if (!resolved.ok) throw new Error(resolved.error);
const rules = resolved.value;

// Our option as its flags; Black Hole goes round the corner in both (its default for --game black_hole).
const kingFlags = { queen: ['--queens-on-kings'], nothing: [], ace: ['--wrap-ranks'] };
const bhsArgs = [
  '--game',
  golf ? 'golf' : 'black_hole',
  ...(golf ? kingFlags[onKing] : []),
  ...(args.includes('--rank-reach-prune') ? ['--rank-reach-prune'] : []),
  '--max-iters',
  String(iters),
];
const perProcess = args.includes('--per-process');
const child = perProcess ? null : spawn(bhsPath, bhsArgs, { stdio: ['pipe', 'pipe', 'inherit'] });
const replies = child && createInterface({ input: child.stdout })[Symbol.asyncIterator]();
const columns = rules.tableau.count;

/** The deal as black-hole-solver reads it: the talon from its next card, the foundation, the piles bottom first. */
const boardText = (state) => {
  const codes = (cards) => cards.map((c) => cardCode(c.card)).join(' ');
  const talon = golf ? `Talon: ${codes([...state.stock].reverse())}\n` : '';
  const base = cardCode(state.foundations[0].at(-1).card);
  return `${talon}Foundations: ${base}\n${state.tableau.map((p) => `${codes(p)}\n`).join('')}`;
};

const verdicts = { 'Solved!': 'won', 'Unsolved!': 'lost', 'Intractable!': 'unknown' };

/** Its solution replayed through our engine: null when it wins here, else why not. */
const replayTheirs = (state, moves) => {
  let s = state;
  for (const step of moves) {
    const [col, card] = step.split(':');
    const move =
      Number(col) === columns
        ? { kind: 'draw' }
        : {
            kind: 'move',
            from: { zone: 'tableau', index: Number(col) },
            to: { zone: 'foundation', index: 0 },
            count: 1,
          };
    const played = move.kind === 'draw' ? s.stock.at(-1) : s.tableau[Number(col)]?.at(-1);
    if (!played || cardCode(played.card) !== card) return `${step}: the card there is not ${card}`;
    const next = applyMove(rules, s, move);
    if (!next.ok) return `${step}: ${next.error}`;
    s = next.value;
  }
  return isWon(rules, s) ? null : 'not won at the end';
};

/** Our winning line checked against its rules (one rank up or down, its flags for the King): null when it holds. */
const checkOurs = (state, moves) => {
  const piles = state.tableau.map((p) => p.map((c) => c.card));
  const stock = state.stock.map((c) => c.card);
  let top = rankOf(state.foundations[0].at(-1).card);
  const wraps = !golf || onKing === 'ace';
  for (const m of moves) {
    if (m.kind === 'draw') {
      top = rankOf(stock.pop());
      continue;
    }
    if (m.kind !== 'move' || m.from.zone !== 'tableau') return `not a pile-to-foundation move: ${JSON.stringify(m)}`;
    const rank = rankOf(piles[m.from.index].pop());
    const step = Math.abs(rank - top);
    const ontoKing = golf && onKing === 'nothing' && top === 13;
    if (ontoKing || !(step === 1 || (wraps && step === 12))) return `${rank} onto ${top}`;
    top = rank;
  }
  return piles.every((p) => p.length === 0) ? null : 'piles left';
};

/** `black-hole-solve` itself on one board: wall clock of the whole process, its verdict, count and moves. */
const runProcess = (file) => {
  const t0 = performance.now();
  const out = spawnSync(bhsPath, [...bhsArgs, file], { encoding: 'utf8' });
  const ms = performance.now() - t0;
  const verdict = out.stdout.match(/^(Solved!|Unsolved!|Intractable!)$/m);
  if (!verdict) throw new Error(`${file}: ${out.stdout}${out.stderr}`);
  const moves = [...out.stdout.matchAll(/^(?:Move a card from stack (\d+)|Deal talon)[^]*?Card moved is (\w\w)$/gm)];
  return {
    outcome: verdicts[verdict[1]],
    ms,
    iters: Number(out.stdout.match(/states checked is (\d+)/)[1]),
    moves: moves.map((m) => `${m[1] ?? columns}:${m[2]}`).join(','),
  };
};

if (csvFile && !(args.includes('--append') && existsSync(csvFile)))
  writeFileSync(csvFile, 'game,deal,ours,ours_ms,ours_nodes,bhs,bhs_ms,bhs_iters\n');
// Golf's default option is plain `golf`; the others name theirs.
const label = golf && onKing !== 'queen' ? `golf:onKing=${onKing}` : game;
const loadStart = loadavg();
const rows = [];
const contradictions = [];
for (let deal = first; deal <= last; deal++) {
  const state = newDeal(rules, deal);
  const file = join(boards, `${label}-${deal}.board`);
  writeFileSync(file, boardText(state));
  const runOurs = () => solve(rules, state, { maxNodes: nodes, memoryMB: 512 });
  const runTheirs = async () => {
    if (perProcess) return runProcess(file);
    child.stdin.write(`${file}\n`);
    const { value, done } = await replies.next();
    if (done) throw new Error('black-hole-solver stopped');
    const [verdict, ...fields] = value.split(' ');
    const f = Object.fromEntries(fields.map((x) => [x.slice(0, x.indexOf('=')), x.slice(x.indexOf('=') + 1)]));
    if (!(verdict in verdicts)) throw new Error(`deal ${deal}: ${value}`);
    return { outcome: verdicts[verdict], ms: Number(f.ns) / 1e6, iters: Number(f.iters), moves: f.moves };
  };
  let ours, theirs;
  if (deal % 2 === 0) {
    ours = runOurs();
    theirs = await runTheirs();
  } else {
    theirs = await runTheirs();
    ours = runOurs();
  }
  // Every line either side calls a win is checked by the other side's rules, not only the contradictions.
  const theirLine = theirs.outcome === 'won' ? replayTheirs(state, theirs.moves.split(',')) : null;
  const ourLine = ours.outcome === 'won' ? checkOurs(state, ours.moves) : null;
  if (theirLine) contradictions.push(`deal ${deal}: its line does not win here (${theirLine})`);
  if (ourLine) contradictions.push(`deal ${deal}: our line breaks its rules (${ourLine})`);
  const decided = [ours.outcome, theirs.outcome].filter((o) => o !== 'unknown');
  if (decided.length === 2 && decided[0] !== decided[1])
    contradictions.push(`deal ${deal}: ours ${ours.outcome}, black-hole-solver ${theirs.outcome}`);
  const row = { deal, ours: ours.outcome, oursMs: ours.ms, nodes: ours.nodes, bhs: theirs.outcome, ...theirs };
  rows.push(row);
  if (csvFile)
    appendFileSync(
      csvFile,
      `${label},${deal},${row.ours},${row.oursMs.toFixed(3)},${row.nodes},${row.bhs},${row.ms.toFixed(3)},${row.iters}\n`,
    );
}
child?.stdin.end();

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : NaN;
};
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const tally = (key) => ['won', 'lost', 'unknown'].map((o) => rows.filter((r) => r[key] === o).length).join('/');
const both = rows.filter((r) => r.ours !== 'unknown' && r.bhs !== 'unknown');
const oursMs = sum(rows.map((r) => r.oursMs));
const theirMs = sum(rows.map((r) => r.ms));
const fmt = (ms) => (ms / 1000).toFixed(2);
const loadEnd = loadavg();
console.log(
  `${label} ${first}-${last}, solver ${SOLVER_VERSION} at ${nodes} positions, black-hole-solver ${bhsArgs.join(' ')}`,
);
console.log(`won/lost/unknown: ours ${tally('ours')}, black-hole-solver ${tally('bhs')}`);
console.log(`contradictions: ${contradictions.length}${contradictions.map((c) => `\n  ${c}`).join('')}`);
console.log(
  `total s: ours ${fmt(oursMs)}, black-hole-solver ${fmt(theirMs)}, ours/theirs ${(oursMs / theirMs).toFixed(2)}; ` +
    `both decide ${both.length}: ${fmt(sum(both.map((r) => r.oursMs)))} against ${fmt(sum(both.map((r) => r.ms)))}`,
);
console.log(
  `median ms: ours ${median(rows.map((r) => r.oursMs)).toFixed(3)}, black-hole-solver ${median(rows.map((r) => r.ms)).toFixed(3)}; ` +
    `median positions ${median(rows.map((r) => r.nodes))}, iterations ${median(rows.map((r) => r.iters))}`,
);
console.log(
  `load average (1, 5, 15 min) at start ${loadStart.map((x) => x.toFixed(2)).join(' ')}, at end ${loadEnd.map((x) => x.toFixed(2)).join(' ')}`,
);
