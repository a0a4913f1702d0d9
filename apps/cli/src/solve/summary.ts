import type { Locale } from '../texts.js';
import type { JobResult } from './job.js';
import { type SolveMessageKey, type SolveValues, say } from './messages.js';
import { totals, winnability } from './stats.js';

/** What the summary of a run or of a merge reports. */
export interface SummaryInput {
  readonly locale: Locale;
  /** The game's name in `locale`. */
  readonly game: string;
  readonly results: readonly JobResult[];
  readonly capSeconds: number | null;
  readonly maxNodes: number | null;
  /** A run: its threads and wall time; a merge: how many files. */
  readonly source: { readonly threads: number; readonly wallMs: number } | { readonly files: number };
  /** Deals taken from an earlier run's CSV. */
  readonly resumed?: { readonly count: number; readonly file: string };
}

const percent = (locale: Locale, fraction: number): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(fraction * 100);
const decimal = (locale: Locale, n: number, digits = 1): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
const integer = (locale: Locale, n: number): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);

/** The lines `solitaire solve` and `solitaire solve merge` print at the end, before they write their files. */
export const summaryLines = (s: SummaryInput): string[] => {
  const { locale } = s;
  const line = (key: SolveMessageKey, values: SolveValues = {}) => say(locale, key, values);
  const t = totals(s.results, s.capSeconds === null ? Number.POSITIVE_INFINITY : s.capSeconds * 1000);
  const w = winnability(t);
  const cap = s.capSeconds === null ? '' : decimal(locale, s.capSeconds, s.capSeconds % 1 ? 1 : 0);
  const counts = { game: s.game, total: t.total, won: t.won, lost: t.lost, unknown: t.unknown };
  const run = 'threads' in s.source ? s.source : null;
  const jobs = run === null ? 0 : Math.min(run.threads, Math.max(1, s.results.length - (s.resumed?.count ?? 0)));
  // A plain timed run keeps the line it always had; node budgets and merges name their limits and origin.
  const deals =
    run !== null && s.maxNodes === null
      ? line('summaryDeals', { ...counts, cap, jobs })
      : line('summaryDealsOf', {
          ...counts,
          limit:
            s.maxNodes === null
              ? line('limitCap', { cap })
              : line(s.capSeconds === null ? 'limitNodes' : 'limitBoth', { cap, nodes: integer(locale, s.maxNodes) }),
          by:
            run !== null
              ? line('byThreads', { jobs })
              : line('byFiles', { files: 'files' in s.source ? s.source.files : 0 }),
        });
  const nps = integer(locale, t.searchMs > 0 ? (t.nodes / t.searchMs) * 1000 : 0);
  return [
    deals,
    ...(s.resumed ? [line('resumed', { count: s.resumed.count, file: s.resumed.file })] : []),
    w
      ? line('summaryWinnable', {
          pct: percent(locale, w.pct),
          low: percent(locale, w.low),
          high: percent(locale, w.high),
        })
      : line('summaryWinnableNone'),
    ...(w ? [line('summaryBounds', { low: percent(locale, w.boundLow), high: percent(locale, w.boundHigh) })] : []),
    line(
      'summaryWithin',
      Object.fromEntries(t.within.map((n, i) => ['abcd'[i]!, percent(locale, t.total ? n / t.total : 0)])),
    ),
    run !== null
      ? line('summaryTime', {
          wall: decimal(locale, run.wallMs / 1000),
          search: decimal(locale, t.searchMs / 1000),
          nps,
        })
      : line('summarySearch', { search: decimal(locale, t.searchMs / 1000), nps }),
    // A merge searched nothing itself, and the files keep no table sizes.
    ...(run !== null
      ? [
          line('summaryMemory', {
            rss: integer(locale, process.resourceUsage().maxRSS / 1024),
            table: integer(locale, t.maxTableBytes / 2 ** 20),
          }),
        ]
      : []),
  ];
};
