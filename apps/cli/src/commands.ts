import { optionValue } from '@solitaire/engine';
import { findVariant, variants } from '@solitaire/variants';
import { flagFor, optionValueText } from './optionFlags.js';
import { t } from './i18n.js';
import { errorCode, readStats, stateDir, statsFileIn } from './storage.js';
import { dailyStreakOn, localDay, winPercent } from '@solitaire/play';
import type { StatsFile } from './stats.js';
import { type Locale, variantName } from './texts.js';
import { formatTime } from './view.js';

/** Pads cells into aligned columns. */
export const table = (rows: readonly (readonly string[])[]): string => {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => [...(r[c] ?? '')].length)));
  return rows.map((r) => r.map((cell, c) => (c === r.length - 1 ? cell : cell + ' '.repeat(widths[c]! - [...cell].length))).join('  ').trimEnd()).join('\n') + '\n';
};

/** `--list`: every variant with its id, name and options (the default value first, marked with *). */
export const listText = (locale: Locale): string =>
  table(variants.map((def) => {
    const opts = def.options.map((o) => {
      const dflt = optionValue(def, o.key);
      const values = [...o.choices].sort((a, b) => (a === dflt ? -1 : b === dflt ? 1 : 0)).map((v) => optionValueText(v) + (v === dflt ? '*' : ''));
      return `${flagFor(o.key)} ${values.join('|')}`;
    });
    return [def.id, variantName(def, locale), opts.length ? t(locale, 'cli.listOptions', { options: opts.join(', ') }) : t(locale, 'cli.listNoOptions')];
  }));

/** The statistics as a table, one line per variant played. */
export const formatStats = (stats: StatsFile, locale: Locale, today: string = localDay(new Date())): string => {
  const played = variants.filter((v) => stats.variants[v.id]);
  if (played.length === 0) return `${t(locale, 'cli.statsNone')}\n`;
  const header = t(locale, 'cli.statsHeader').split('|');
  const rows = played.map((def) => {
    const v = stats.variants[def.id]!;
    const pct = winPercent(v);
    return [
      variantName(def, locale), String(v.played), String(v.won), pct === null ? '-' : `${pct}%`, String(v.currentStreak), String(v.bestStreak),
      v.bestTimeMs === null ? '-' : formatTime(v.bestTimeMs), String(dailyStreakOn(v, today)), String(v.dailyBest ?? 0),
    ];
  });
  return table([header, ...rows]);
};

/** `--stats`: reads (never moves or rewrites) the statistics file and its journal, and formats them. */
export const statsText = (env: Readonly<Record<string, string | undefined>>, locale: Locale, now: Date = new Date()): { ok: boolean; text: string } => {
  const dir = stateDir(env);
  if (dir === null) return { ok: false, text: `solitaire: ${t(locale, 'notice.noStateDir')}\n` };
  const context = { known: (id: string) => findVariant(id) !== undefined, today: localDay(now) };
  let read: ReturnType<typeof readStats>;
  try { read = readStats(dir, context); } catch (e) {
    return { ok: false, text: `solitaire: ${t(locale, 'cli.statsCorrupt', { code: errorCode(e), file: statsFileIn(dir) })}\n` };
  }
  if (!read.ok) return { ok: false, text: `solitaire: ${t(locale, 'cli.statsCorrupt', { code: read.code, file: statsFileIn(dir) })}\n` };
  return { ok: true, text: formatStats(read.stats, locale) };
};
