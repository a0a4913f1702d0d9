import { type VariantDefinition, resolveRules } from '@solitaire/engine';
import { variantName } from '@solitaire/game-text';
import { type OddsCondition, confidenceRange, formatCount, oddsCondition, oddsText } from '@solitaire/game-text/rules';
import {
  type Odds,
  type WinnabilityRecord,
  type WinnabilitySummary,
  committedSummaries,
  oddsOf,
} from '@solitaire/variants';

/** The README lines that enclose the winnability table this module writes. */
export const README_MARKS = {
  begin: '<!-- winnability table: written by `pnpm rules-doc --readme README.md` -->',
  end: '<!-- end of winnability table -->',
} as const;

/**
 * The table's heading: its odds columns say what the rules pages say, and its condition column the condition each
 * page gives (what the solver knew that a player cannot see, which differs from game to game).
 */
export const README_HEADER = [
  '| game | options | deals | won | lost | undecided | winnable deals | 95% range, all deals | condition ' +
    '| limit a deal | run |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
] as const;

const int = (n: number) => formatCount(n, 'en');
const optionText = (r: WinnabilityRecord) =>
  Object.entries(r.options)
    .map(([k, v]) => `${k} ${v === true ? 'yes' : v === false ? 'no' : String(v)}`)
    .join(', ') || '–';
const limitText = (r: WinnabilityRecord) =>
  [r.capSeconds !== null ? `${r.capSeconds} s` : null, r.maxNodes !== null ? `${int(r.maxNodes)} positions` : null]
    .filter(Boolean)
    .join(', ');

/** The 95% range for all deals, said as the pages say it: its upper end left out when no deal was lost. */
export const confidenceText = (odds: Odds): string => {
  const { low, high } = confidenceRange(odds, 'en');
  return high === null ? `at least ${low}` : `${low}–${high}`;
};

/** What the solver knew under the rules a run was made with (the options change the deal and the redeals). */
const conditionOf = (def: VariantDefinition, r: WinnabilityRecord): OddsCondition => {
  const rules = resolveRules(def, r.options as Parameters<typeof resolveRules>[1]);
  return oddsCondition(rules.ok ? rules.value : def);
};

/**
 * The winnability table, one row per recorded run, in the order of `defs`; read from the committed results files.
 * The odds cell is the rules pages' own short form (`oddsText(...).range`) and the condition cell their condition
 * (`oddsText(...).known`): the README and the pages say the same thing the same way.
 */
export const winnabilityTable = (
  defs: readonly VariantDefinition[],
  from: ReadonlyMap<string, WinnabilitySummary> = committedSummaries,
): string => {
  const rows = defs.flatMap((def) =>
    (from.get(def.id)?.runs ?? []).map((r) => {
      const odds = oddsOf(r);
      const said = odds ? oddsText(odds, 'en', conditionOf(def, r)) : null;
      const range = said ? `**${said.range}**` : '–';
      const confidence = odds ? confidenceText(odds) : '–';
      const cells = [
        variantName(def, 'en'),
        optionText(r),
        `${int(r.firstDeal)}–${int(r.lastDeal)} (${int(r.deals)})`,
        int(r.won),
        int(r.lost),
        int(r.unknown),
        range,
        confidence,
        said?.known ?? '–',
        limitText(r),
        `${r.date}, solver ${r.solver}`,
      ];
      return `| ${cells.join(' | ')} |`;
    }),
  );
  return [...README_HEADER, ...rows].join('\n');
};

/** `readme` with the text between the marks replaced by the current table; null when the marks are missing. */
export const withWinnabilityTable = (readme: string, table: string): string | null => {
  const begin = readme.indexOf(README_MARKS.begin),
    end = readme.indexOf(README_MARKS.end);
  if (begin < 0 || end < begin) return null;
  return `${readme.slice(0, begin + README_MARKS.begin.length)}\n${table}\n${readme.slice(end)}`;
};
