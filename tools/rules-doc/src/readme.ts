import type { VariantDefinition } from '@solitaire/engine';
import { variantName } from '@solitaire/game-text';
import { type WinnabilityRecord, type WinnabilitySummary, committedSummaries, oddsOf } from '@solitaire/variants';

/** The README lines that enclose the winnability table this module writes. */
export const README_MARKS = { begin: '<!-- winnability table: written by `pnpm rules-doc --readme README.md` -->', end: '<!-- end of winnability table -->' } as const;

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const int = (n: number) => n.toLocaleString('en-US');
const optionText = (r: WinnabilityRecord) =>
  Object.entries(r.options).map(([k, v]) => `${k} ${v === true ? 'yes' : v === false ? 'no' : String(v)}`).join(', ') || '–';
const limitText = (r: WinnabilityRecord) =>
  [r.capSeconds !== null ? `${r.capSeconds} s` : null, r.maxNodes !== null ? `${int(r.maxNodes)} positions` : null].filter(Boolean).join(', ');

/** The winnability table, one row per recorded run, in the order of `defs`; read from the committed results files. */
export const winnabilityTable = (defs: readonly VariantDefinition[], from: ReadonlyMap<string, WinnabilitySummary> = committedSummaries): string => {
  const rows = defs.flatMap((def) => (from.get(def.id)?.runs ?? []).map((r) => {
    const odds = oddsOf(r);
    const share = odds ? `**${pct(odds.share)}** (${pct(odds.low)}–${pct(odds.high)})` : '–';
    const bracket = odds ? `${pct(odds.boundLow)}–${pct(odds.boundHigh)}` : '–';
    return `| ${variantName(def, 'en')} | ${optionText(r)} | ${int(r.firstDeal)}–${int(r.lastDeal)} (${int(r.deals)}) | ${int(r.won)} | ${int(r.lost)} | ${int(r.unknown)} | ${share} | ${bracket} | ${limitText(r)} | ${r.date}, solver ${r.solver} |`;
  }));
  return [
    '| game | options | deals | won | lost | unknown | winnable, of decided (95%) | bracket with unknowns | limit a deal | run |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
};

/** `readme` with the text between the marks replaced by the current table; null when the marks are missing. */
export const withWinnabilityTable = (readme: string, table: string): string | null => {
  const begin = readme.indexOf(README_MARKS.begin), end = readme.indexOf(README_MARKS.end);
  if (begin < 0 || end < begin) return null;
  return `${readme.slice(0, begin + README_MARKS.begin.length)}\n${table}\n${readme.slice(end)}`;
};
