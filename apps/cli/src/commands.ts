import { optionValue } from '@solitaire/engine';
import { findVariant, variants } from '@solitaire/variants';
import { flagFor, optionValueText } from './optionFlags.js';
import { t } from './i18n.js';
import { errorCode, readStats, stateDir, statsFileIn } from './stateFiles.js';
import { dailyStreakOn, localDay, statsKey, winPercent } from '@solitaire/play';
import type { StatsFile } from './statsFile.js';
import { type Locale, recordName, variantName } from './texts.js';
import { formatDuration } from '@solitaire/game-text';
import { wrap } from './view.js';

/** The width of the command line's tables when the output is no terminal: the narrowest terminal the game knows. */
export const LINE_WIDTH = 80;

/** Columns between two cells of a table; one when two do not leave room enough. */
const GAP = 2;

const length = (text: string) => [...text].length;
const longestWord = (text: string) => Math.max(0, ...text.split(' ').map(length));

/**
 * Pads cells into aligned columns that fit `width`: when the natural widths do not, cells wrap at their spaces, the
 * header's first (`header`: the first row is one), then any column's, the widest first; then the columns come closer.
 * A word is never cut: a table whose longest words do not fit stays wider.
 */
export const table = (
  rows: readonly (readonly string[])[],
  width = Number.POSITIVE_INFINITY,
  header = false,
): string => {
  const count = Math.max(...rows.map((r) => r.length));
  const column = (c: number, from = 0) => rows.slice(from).map((r) => r[c] ?? '');
  const widths = Array.from({ length: count }, (_, c) => Math.max(...column(c).map(length)));
  const least = Array.from({ length: count }, (_, c) => Math.max(...column(c).map(longestWord)));
  const values = Array.from({ length: count }, (_, c) => Math.max(least[c]!, ...column(c, header ? 1 : 0).map(length)));
  let gap = GAP;
  const total = () => widths.reduce((a, b) => a + b, 0) + gap * (count - 1);
  // First down to the values (only the header wraps), then down to the longest words.
  for (const floor of [values, least])
    while (total() > width) {
      const c = widths.reduce((best, w, i) => (w > floor[i]! && (best < 0 || w > widths[best]!) ? i : best), -1);
      if (c < 0) break;
      widths[c]!--;
    }
  if (total() > width) gap = 1;
  const padded = (text: string, c: number) => text + ' '.repeat(Math.max(0, widths[c]! - length(text)));
  const lines = rows.flatMap((r) => {
    const cells = widths.map((w, c) => wrap(r[c] ?? '', w));
    return Array.from({ length: Math.max(...cells.map((l) => l.length)) }, (_, i) =>
      cells
        .map((l, c) => padded(l[i] ?? '', c))
        .join(' '.repeat(gap))
        .trimEnd(),
    );
  });
  return `${lines.join('\n')}\n`;
};

/** `--list`: every variant with its id, name and options (the default value first, marked with *), `width` wide. */
export const listText = (locale: Locale, width = LINE_WIDTH): string =>
  table(
    variants.map((def) => {
      const opts = def.options.map((o) => {
        const dflt = optionValue(def, o.key);
        const values = [...o.choices]
          .sort((a, b) => (a === dflt ? -1 : b === dflt ? 1 : 0))
          .map((v) => optionValueText(v) + (v === dflt ? '*' : ''));
        // A space that does not break: a flag and its values stay on one line when the table wraps.
        return `${flagFor(o.key)}\u00a0${values.join('|')}`;
      });
      return [
        def.id,
        variantName(def, locale),
        opts.length ? t(locale, 'cli.listOptions', { options: opts.join(', ') }) : t(locale, 'cli.listNoOptions'),
      ];
    }),
    width,
  );

/** The statistics as a table `width` wide, one row per variant played. */
export const formatStats = (
  stats: StatsFile,
  locale: Locale,
  today: string = localDay(new Date()),
  width = LINE_WIDTH,
): string => {
  // Each suit count a game was played with has a record of its own, listed after the game's.
  const played = variants.flatMap((def) => {
    const suits = def.options.find((o) => o.key === 'suits')?.choices ?? [];
    const keys = [null, ...suits.filter((n) => n !== optionValue(def, 'suits'))].map((n) => ({
      suits: n as number | null,
      key: n === null ? def.id : statsKey({ id: def.id, chosen: { suits: n } }),
    }));
    return keys.filter((k) => stats.variants[k.key]).map((k) => ({ def, ...k }));
  });
  if (played.length === 0) return `${t(locale, 'cli.statsNone')}\n`;
  const header = t(locale, 'cli.statsHeader').split('|');
  const rows = played.map(({ def, key, suits }) => {
    const v = stats.variants[key]!;
    const pct = winPercent(v);
    return [
      recordName(def, suits, locale),
      String(v.played),
      String(v.won),
      pct === null ? '-' : `${pct}%`,
      String(v.assisted ?? 0),
      String(v.currentStreak),
      String(v.bestStreak),
      v.bestTimeMs === null ? '-' : formatDuration(v.bestTimeMs),
      String(dailyStreakOn(v, today)),
      String(v.dailyBest ?? 0),
    ];
  });
  return table([header, ...rows], width, true);
};

/** `--stats`: reads (never moves or rewrites) the statistics file and its journal, and formats them `width` wide. */
export const statsText = (
  env: Readonly<Record<string, string | undefined>>,
  locale: Locale,
  width = LINE_WIDTH,
  now: Date = new Date(),
): { ok: boolean; text: string } => {
  const dir = stateDir(env);
  if (dir === null) return { ok: false, text: `solitaire: ${t(locale, 'notice.noStateDir')}\n` };
  const context = { known: (id: string) => findVariant(id) !== undefined, today: localDay(now) };
  let read: ReturnType<typeof readStats>;
  try {
    read = readStats(dir, context);
  } catch (e) {
    return {
      ok: false,
      text: `solitaire: ${t(locale, 'cli.statsCorrupt', { code: errorCode(e), file: statsFileIn(dir) })}\n`,
    };
  }
  if (!read.ok)
    return {
      ok: false,
      text: `solitaire: ${t(locale, 'cli.statsCorrupt', { code: read.code, file: statsFileIn(dir) })}\n`,
    };
  return { ok: true, text: formatStats(read.stats, locale, localDay(now), width) };
};
