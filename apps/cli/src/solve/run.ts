import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { type Card, dealFromDeck, isDealNumber, optionKeys, parseCard, resolveRules } from '@solitaire/engine';
import { DEFAULT_SOLVER_MEMORY_MB, MAX_SOLVER_MEMORY_MB } from '@solitaire/solver';
import { findVariant, variants } from '@solitaire/variants';
import { localeFromEnv } from '../i18n.js';
import { flagFor } from '../optionFlags.js';
import { type Locale, variantName } from '../texts.js';
import { type SolveArgs, parseSolveArgs } from './args.js';
import { SolveFailure, reasonOf, writeProblemOf } from './failure.js';
import type { JobResult, JobSetup, SolveJob } from './job.js';
import { runMerge } from './merge.js';
import { type SolveMessageKey, type SolveValues, progressTexts, say, sayRefusal } from './messages.js';
import { type Machine, planThreads, thisMachine } from './machine.js';
import { type DealRunner, workerRunner } from './pool.js';
import { ProgressLine, type ProgressStream, eta, batchDuration } from './progress.js';
import { type RunRecord, recordFor, resultsText, rowLine } from './results.js';
import {
  type FinishedOutput,
  checkOutputs,
  checkRecord,
  combineOrFail,
  loadResults,
  loadSummary,
  writeFinished,
  writeResults,
  writeSummary,
} from './resultsFile.js';
import { takeShard } from './shard.js';
import { summaryLines } from './summary.js';
import { summaryRecord, today } from './summaryRecord.js';

/** What `runSolve` talks to; everything but the streams has a default. */
export interface SolveIO {
  readonly stdout: { write(s: string): unknown };
  /** Refusals, notes and the progress line (fitted to `columns` on a terminal). */
  readonly stderr: ProgressStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where relative paths start (default: the process's working directory). */
  readonly cwd?: string;
  /** Runs the deals (default: solver threads from dist/solveWorker.js). */
  readonly runDeals?: DealRunner;
  /** Milliseconds, for the progress line and the total time. */
  readonly now?: () => number;
  /** The date a results summary records, `YYYY-MM-DD` (default: today, UTC). */
  readonly today?: () => string;
  /** The cores and memory that bound the solver threads (default: this machine's). */
  readonly machine?: () => Machine;
}

/** The deals of this run's shard: deal numbers as they are, deal-file decks parsed and checked against the game. */
const loadJobs = (args: SolveArgs, cwd: string, deal: (deck: readonly Card[]) => string | null): SolveJob[] => {
  const source = args.source;
  // Numbers are sharded before they become jobs: a shard of ten million deals makes only its own.
  if (source.kind === 'numbers') return takeShard(source.deals, args.shard).map((id) => ({ id }));
  const file = source.file;
  let text: string;
  try {
    text = readFileSync(resolvePath(cwd, file), 'utf8');
  } catch (e) {
    throw new SolveFailure('errReadFile', { file, reason: reasonOf(e) }, 1);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new SolveFailure('errBadFile', { file, reason: reasonOf(e) }, 1);
  }
  const sets = (data as { sets?: unknown })?.sets;
  if (typeof sets !== 'object' || sets === null) throw new SolveFailure('errBadFile', { file, reason: 'no "sets"' }, 1);
  const list = (sets as Record<string, unknown>)[source.set];
  if (!Array.isArray(list))
    throw new SolveFailure('errNoSet', { file, set: source.set, sets: Object.keys(sets).join(', ') }, 1);
  return takeShard(
    list.map((entry: unknown, i) => {
      const { id, deck } = (entry ?? {}) as { id?: unknown; deck?: unknown };
      const name = isDealNumber(id) ? id : i + 1;
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
    }),
    args.shard,
  );
};

/** The decided rows (won, lost) of an earlier run's CSV of this game, options and deals, by deal. */
const loadDecided = (file: string, cwd: string, ours: RunRecord, locale: Locale): Map<number, JobResult> => {
  const read = loadResults(file, cwd);
  checkRecord(file, read.record, ours, ['options', 'deals'], locale);
  const out = new Map<number, JobResult>();
  for (const { line: _line, ...r } of combineOrFail([{ file, rows: read.rows }]))
    if (r.outcome !== 'unknown') out.set(r.id, r);
  return out;
};

/**
 * `solitaire solve <game> ...`: decides a range of deals (or a set of a deal file, or a shard of either) on solver
 * threads, shows progress on stderr, writes a CSV when asked, and prints a summary; `solitaire solve merge ...`
 * joins the CSVs of shards. `argv` is what follows `solitaire`, with or without the word `solve`. Resolves to the
 * exit code: 0 done, 1 failed, 2 bad command line.
 */
export const runSolve = async (argv: readonly string[], io: SolveIO): Promise<number> => {
  const locale = localeFromEnv(io.env);
  const tell = (text: string) => io.stderr.write(`solitaire solve: ${text}\n`);
  const err = (key: SolveMessageKey, values: SolveValues = {}) => tell(sayRefusal(locale, key, values));
  const parsed = parseSolveArgs(
    argv,
    variants.map((v) => v.id),
  );
  if (!parsed.ok) {
    err(parsed.error.key, parsed.error.values);
    return 2;
  }
  const args = parsed.args;
  if (args.help) {
    io.stdout.write(
      `${say(locale, 'usage', {
        options: optionKeys.map(flagFor).join(', '),
        defaultMemory: String(DEFAULT_SOLVER_MEMORY_MB),
        maxMemory: String(MAX_SOLVER_MEMORY_MB),
      })}\n${say(locale, 'usageMore')}\n${say(locale, 'usageSummary')}\n`,
    );
    return 0;
  }
  const complain = (e: SolveFailure) => err(e.key, e.values);
  try {
    if (args.command === 'merge') {
      const cwd = io.cwd ?? process.cwd();
      return runMerge(args, { cwd, locale, print: (s) => io.stdout.write(s), complain, today: io.today ?? today });
    }
    return await solveDeals(args, io, locale, { complain, note: (key, values) => tell(say(locale, key, values)) });
  } catch (e) {
    if (e instanceof SolveFailure) {
      complain(e);
      return e.code;
    }
    throw e;
  }
};

/** How a run speaks on stderr besides its progress: refusals after the summary, and notes. */
interface RunVoice {
  readonly complain: (e: SolveFailure) => void;
  readonly note: (key: SolveMessageKey, values: SolveValues) => void;
}

/** Runs `solve <game>` once its command line is read; refusals are thrown as `SolveFailure`. */
const solveDeals = async (args: SolveArgs, io: SolveIO, locale: Locale, voice: RunVoice): Promise<number> => {
  const now = io.now ?? (() => performance.now());
  const def = findVariant(args.variant)!;
  const rules = resolveRules(def, args.options);
  if (!rules.ok) {
    const flag = Object.keys(args.options)
      .map((k) => flagFor(k as never))
      .join(', ');
    throw new SolveFailure('errOption', { flag, reason: `${rules.error}${rules.detail ? ` ${rules.detail}` : ''}` }, 2);
  }
  const machine = (io.machine ?? thisMachine)();
  const plan = planThreads(args.jobs, args.memoryMB, machine);
  if (!plan.ok) {
    const perThread = Math.ceil(plan.perThreadMB),
      total = Math.floor(machine.totalMB);
    throw new SolveFailure('errMemoryTooLarge', { memory: args.memoryMB, perThread, total }, 2);
  }
  const cwd = io.cwd ?? process.cwd();
  // Every output is checked before the deals are searched: a run of hours must not end in a refusal to write.
  checkOutputs(args.csv, args.summary, cwd);
  const jobs = loadJobs(args, cwd, (deck) => {
    const dealt = dealFromDeck(rules.value, deck);
    return dealt.ok ? null : dealt.error;
  });
  const record = recordFor(def, args.options, args.source, args.capSeconds, args.maxNodes, args.shard);
  // A summary that could not be updated is refused now, before the deals are searched.
  if (args.summary !== null) loadSummary(args.summary, cwd, def.id, locale);
  const earlier = args.resume === null ? new Map<number, JobResult>() : loadDecided(args.resume, cwd, record, locale);
  const reused = jobs.filter((j) => earlier.has(j.id));
  const toRun = jobs.filter((j) => !earlier.has(j.id));

  const setup: JobSetup = {
    variant: args.variant,
    options: args.options,
    memoryMB: args.memoryMB,
    capMs: args.capSeconds === null ? null : args.capSeconds * 1000,
    maxNodes: args.maxNodes,
  };
  const { threads } = plan;
  // Fewer threads than asked is said, not refused: the answers are the same, a run only takes longer.
  if (plan.boundBy === 'cores') voice.note('jobsByCores', { asked: args.jobs, cores: machine.cores, threads });
  if (plan.boundBy === 'memory') {
    const perThread = Math.ceil(plan.perThreadMB),
      free = Math.floor(machine.freeMB);
    voice.note('jobsByMemory', { threads, wanted: plan.wanted, perThread, memory: args.memoryMB, free });
  }
  const results = new Map<number, JobResult>();
  const counts = { won: 0, lost: 0, unknown: 0 };
  for (const j of reused) {
    const r = earlier.get(j.id)!;
    results.set(j.id, r);
    counts[r.outcome]++;
  }
  const progress = new ProgressLine(io.stderr, now);
  const t0 = now();
  const show = () => {
    // Progress and its estimate count this run's deals; the counts include the deals taken from --resume.
    const done = results.size - reused.length,
      elapsed = now() - t0,
      left = eta(done, toRun.length, elapsed);
    progress.update(
      done,
      toRun.length,
      progressTexts(locale, {
        done,
        total: toRun.length,
        ...counts,
        elapsed: batchDuration(elapsed),
        eta: left === null ? '?' : batchDuration(left),
      }),
    );
  };
  // Rows are appended to FILE.part as deals finish, so an interrupted long run keeps what it decided.
  const partPath = args.csv === null ? null : `${resolvePath(cwd, args.csv)}.part`;
  if (partPath !== null) {
    try {
      writeFileSync(partPath, resultsText(record, []));
    } catch (e) {
      throw new SolveFailure('errOutputUnwritable', { file: args.csv!, ...writeProblemOf(e, dirname(args.csv!)) }, 1);
    }
  }
  let partHoldsAll = partPath !== null;
  show();
  try {
    if (toRun.length > 0)
      await (io.runDeals ?? workerRunner())(setup, toRun, threads, (r) => {
        results.set(r.id, r);
        counts[r.outcome]++;
        // The part file is a checkpoint: if it cannot grow, the run goes on, and the final write reports the problem.
        try {
          if (partPath !== null) appendFileSync(partPath, `${rowLine(r)}\n`);
        } catch {
          partHoldsAll = false;
        }
        show();
      });
  } catch (e) {
    progress.end();
    throw new SolveFailure('errWorker', { reason: reasonOf(e) }, 1);
  }
  progress.end();
  const wallMs = now() - t0;

  const ordered = jobs.map((j) => results.get(j.id)!);
  // The results reach the terminal first, so that a file that cannot be written at the end loses nothing.
  io.stdout.write(
    `${summaryLines({
      locale,
      game: variantName(def, locale),
      results: ordered,
      capSeconds: args.capSeconds,
      maxNodes: args.maxNodes,
      source: { threads, wallMs },
      ...(args.resume !== null ? { resumed: { count: reused.length, file: args.resume } } : {}),
    }).join('\n')}\n`,
  );
  const outputs: FinishedOutput[] = [];
  if (args.csv !== null) {
    const csv = args.csv;
    outputs.push({
      // In the order the deals were asked for; the checkpoint stays until the finished file has replaced FILE.
      write: () => {
        const kept = partHoldsAll ? { kept: `${csv}.part` } : {};
        writeResults(csv, cwd, resultsText(record, ordered), { temp: `${csv}.new`, ...kept });
        // The checkpoint has served; one that cannot be removed harms nothing beside the finished file.
        try {
          rmSync(partPath!, { force: true });
        } catch {
          /* left as it is */
        }
      },
      writtenLine: say(locale, 'csvWritten', { file: csv }),
    });
  }
  if (args.summary !== null && ordered.length > 0) {
    const file = args.summary;
    outputs.push({
      write: () => {
        const date = (io.today ?? today)();
        writeSummary(file, cwd, summaryRecord(rules.value, ordered, args.capSeconds, args.maxNodes, date), locale);
      },
      writtenLine: say(locale, 'summaryWritten', { file }),
    });
  }
  return writeFinished(outputs, (s) => io.stdout.write(s), voice.complain) ? 0 : 1;
};
