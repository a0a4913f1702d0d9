import { appendFileSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve as resolvePath } from 'node:path';
import { type Card, dealFromDeck, optionKeys, parseCard, resolveRules } from '@solitaire/engine';
import { findVariant, variants } from '@solitaire/variants';
import { flagFor } from '../args.js';
import { localeFromEnv } from '../i18n.js';
import { type Locale, variantName } from '../texts.js';
import { type SolveArgs, parseSolveArgs } from './args.js';
import type { JobResult, JobSetup, SolveJob } from './job.js';
import { type SolveMessageKey, type SolveValues, say } from './messages.js';
import { type DealRunner, workerRunner } from './pool.js';
import { ProgressLine, eta, formatDuration } from './progress.js';
import { totals, winnability } from './stats.js';

/** What `runSolve` talks to; everything but the streams has a default. */
export interface SolveIO {
  readonly stdout: { write(s: string): unknown };
  readonly stderr: { write(s: string): unknown; readonly isTTY?: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where relative paths start (default: the process's working directory). */
  readonly cwd?: string;
  /** Runs the deals (default: solver threads from dist/solveWorker.js). */
  readonly runDeals?: DealRunner;
  /** Milliseconds, for the progress line and the total time. */
  readonly now?: () => number;
}

class SolveFailure extends Error {
  constructor(readonly key: SolveMessageKey, readonly values: SolveValues, readonly code: number) { super(key); }
}

const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The deals to run: deal numbers as they are, deal-file decks parsed and checked against the game. */
const loadJobs = (args: SolveArgs, cwd: string, deal: (deck: readonly Card[]) => string | null): SolveJob[] => {
  const source = args.source;
  if (source.kind === 'numbers') return source.deals.map((id) => ({ id }));
  const file = source.file;
  let text: string;
  try { text = readFileSync(resolvePath(cwd, file), 'utf8'); } catch (e) { throw new SolveFailure('errReadFile', { file, reason: reasonOf(e) }, 1); }
  let data: unknown;
  try { data = JSON.parse(text); } catch (e) { throw new SolveFailure('errBadFile', { file, reason: reasonOf(e) }, 1); }
  const sets = (data as { sets?: unknown })?.sets;
  if (typeof sets !== 'object' || sets === null) throw new SolveFailure('errBadFile', { file, reason: 'no "sets"' }, 1);
  const list = (sets as Record<string, unknown>)[source.set];
  if (!Array.isArray(list)) throw new SolveFailure('errNoSet', { file, set: source.set, sets: Object.keys(sets).join(', ') }, 1);
  return list.map((entry: unknown, i) => {
    const { id, deck } = (entry ?? {}) as { id?: unknown; deck?: unknown };
    const name = typeof id === 'number' ? id : i + 1;
    if (!Array.isArray(deck)) throw new SolveFailure('errBadFile', { file, reason: `deal ${name} has no deck` }, 1);
    const cards: Card[] = [];
    for (const code of deck) {
      const c = parseCard(String(code));
      if (!c.ok) throw new SolveFailure('errBadDeck', { id: name, file, reason: `${c.error} ${String(code)}` }, 1);
      cards.push(c.value);
    }
    const refusal = deal(cards);
    if (refusal) throw new SolveFailure('errBadDeck', { id: name, file, reason: refusal }, 1);
    return { id: name, deck: cards };
  });
};

/** The decided rows (won, lost) of an earlier run's CSV, by deal; a malformed file is refused with its line. */
const loadDecided = (file: string, cwd: string): Map<number, JobResult> => {
  let text: string;
  try { text = readFileSync(resolvePath(cwd, file), 'utf8'); } catch (e) { throw new SolveFailure('errReadFile', { file, reason: reasonOf(e) }, 1); }
  const lines = text.split(/\r?\n/);
  if (lines[0] !== 'deal,result,ms,nodes') throw new SolveFailure('errBadResults', { file, line: 1, reason: 'deal,result,ms,nodes?' }, 1);
  const out = new Map<number, JobResult>();
  for (const [i, line] of lines.entries()) {
    if (i === 0 || line === '') continue;
    const m = /^(\d+),(won|lost|unknown),(\d+(?:\.\d+)?),(\d+)$/.exec(line);
    if (!m) throw new SolveFailure('errBadResults', { file, line: i + 1, reason: line.slice(0, 60) }, 1);
    if (m[2] === 'unknown') continue;
    out.set(Number(m[1]), { id: Number(m[1]), outcome: m[2] as 'won' | 'lost', ms: Number(m[3]), nodes: Number(m[4]), tableBytes: 0 });
  }
  return out;
};

const percent = (locale: Locale, fraction: number): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(fraction * 100);
const decimal = (locale: Locale, n: number, digits = 1): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
const integer = (locale: Locale, n: number): string => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);

/**
 * `solitaire solve <game> ...`: decides a range of deals (or a set of a deal file) on solver threads, shows
 * progress on stderr, writes a CSV when asked, and prints a summary. `argv` is what follows `solitaire`, with or
 * without the word `solve`. Resolves to the exit code: 0 done, 1 failed, 2 bad command line.
 */
export const runSolve = async (argv: readonly string[], io: SolveIO): Promise<number> => {
  const locale = localeFromEnv(io.env);
  const now = io.now ?? (() => performance.now());
  const err = (key: SolveMessageKey, values: SolveValues = {}) => io.stderr.write(`solitaire solve: ${say(locale, key, values)}\n`);
  const parsed = parseSolveArgs(argv, variants.map((v) => v.id));
  if (!parsed.ok) { err(parsed.error.key, parsed.error.values); return 2; }
  const args = parsed.args;
  if (args.help) {
    io.stdout.write(`${say(locale, 'usage', { options: optionKeys.map(flagFor).join(', ') })}\n`);
    return 0;
  }
  const def = findVariant(args.variant)!;
  const rules = resolveRules(def, args.options);
  if (!rules.ok) {
    const flag = Object.keys(args.options).map((k) => flagFor(k as never)).join(', ');
    err('errOption', { flag, reason: `${rules.error}${rules.detail ? ` ${rules.detail}` : ''}` });
    return 2;
  }
  const cwd = io.cwd ?? process.cwd();
  let jobs: SolveJob[];
  try {
    jobs = loadJobs(args, cwd, (deck) => { const d = dealFromDeck(rules.value, deck); return d.ok ? null : d.error; });
  } catch (e) {
    if (e instanceof SolveFailure) { err(e.key, e.values); return e.code; }
    throw e;
  }

  let earlier = new Map<number, JobResult>();
  if (args.resume !== null) {
    try { earlier = loadDecided(args.resume, cwd); } catch (e) {
      if (e instanceof SolveFailure) { err(e.key, e.values); return e.code; }
      throw e;
    }
  }
  const reused = jobs.filter((j) => earlier.has(j.id));
  const toRun = jobs.filter((j) => !earlier.has(j.id));

  const setup: JobSetup = { variant: args.variant, options: args.options, capMs: args.capSeconds * 1000, memoryMB: args.memoryMB };
  const threads = args.jobs > 0 ? args.jobs : availableParallelism();
  const results = new Map<number, JobResult>();
  const counts = { won: 0, lost: 0, unknown: 0 };
  for (const j of reused) { const r = earlier.get(j.id)!; results.set(j.id, r); counts[r.outcome]++; }
  const progress = new ProgressLine(io.stderr, now);
  const t0 = now();
  const show = () => {
    // Progress and its estimate count this run's deals; the counts include the deals taken from --resume.
    const done = results.size - reused.length, elapsed = now() - t0, left = eta(done, toRun.length, elapsed);
    progress.update(done, toRun.length, say(locale, 'progress', {
      done, total: toRun.length, ...counts, elapsed: formatDuration(elapsed), eta: left === null ? '?' : formatDuration(left),
    }));
  };
  // Rows are appended to FILE.part as deals finish, so an interrupted long run keeps what it decided.
  const csvPath = args.csv === null ? null : resolvePath(cwd, args.csv);
  const partPath = csvPath === null ? null : `${csvPath}.part`;
  const row = (r: JobResult) => `${r.id},${r.outcome},${Math.round(r.ms)},${r.nodes}\n`;
  if (partPath !== null) {
    try { writeFileSync(partPath, 'deal,result,ms,nodes\n'); } catch (e) { err('errWriteFile', { file: `${args.csv}.part`, reason: reasonOf(e) }); return 1; }
  }
  show();
  try {
    if (toRun.length > 0) await (io.runDeals ?? workerRunner())(setup, toRun, threads, (r) => {
      results.set(r.id, r);
      counts[r.outcome]++;
      if (partPath !== null) appendFileSync(partPath, row(r));
      show();
    });
  } catch (e) {
    progress.end();
    err('errWorker', { reason: reasonOf(e) });
    return 1;
  }
  progress.end();
  const wallMs = now() - t0;

  const ordered = jobs.map((j) => results.get(j.id)!);
  if (csvPath !== null && partPath !== null) {
    // The finished file, in the order the deals were asked for, replaces any older one only once complete.
    try {
      writeFileSync(partPath, `deal,result,ms,nodes\n${ordered.map(row).join('')}`);
      renameSync(partPath, csvPath);
    } catch (e) {
      rmSync(partPath, { force: true });
      err('errWriteFile', { file: args.csv ?? '', reason: reasonOf(e) });
      return 1;
    }
  }
  const t = totals(ordered, setup.capMs);
  const w = winnability(t);
  const lines = [
    say(locale, 'summaryDeals', { game: variantName(def, locale), total: t.total, won: t.won, lost: t.lost, unknown: t.unknown, cap: decimal(locale, args.capSeconds, args.capSeconds % 1 ? 1 : 0), jobs: Math.min(threads, Math.max(1, toRun.length)) }),
    ...(args.resume !== null ? [say(locale, 'resumed', { count: reused.length, file: args.resume })] : []),
    w ? say(locale, 'summaryWinnable', { pct: percent(locale, w.pct), low: percent(locale, w.low), high: percent(locale, w.high) }) : say(locale, 'summaryWinnableNone'),
    ...(w ? [say(locale, 'summaryBounds', { low: percent(locale, w.boundLow), high: percent(locale, w.boundHigh) })] : []),
    say(locale, 'summaryWithin', Object.fromEntries(t.within.map((n, i) => ['abcd'[i]!, percent(locale, t.total ? n / t.total : 0)]))),
    say(locale, 'summaryTime', { wall: decimal(locale, wallMs / 1000), search: decimal(locale, t.searchMs / 1000), nps: integer(locale, t.searchMs > 0 ? (t.nodes / t.searchMs) * 1000 : 0) }),
    say(locale, 'summaryMemory', { rss: integer(locale, process.resourceUsage().maxRSS / 1024), table: integer(locale, t.maxTableBytes / 2 ** 20) }),
    ...(args.csv !== null ? [say(locale, 'csvWritten', { file: args.csv })] : []),
  ];
  io.stdout.write(`${lines.join('\n')}\n`);
  return 0;
};
