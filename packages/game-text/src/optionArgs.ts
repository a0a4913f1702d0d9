import {
  type OptionKey,
  type OptionValue,
  type VariantDefinition,
  UNLIMITED,
  cardCount,
  scoringPoints,
} from '@solitaire/engine';

/** Redeal facts as message arguments: a limit of n redeals means n + 1 passes through the stock. */
export const redealArgs = (limit: number | typeof UNLIMITED): Record<string, number | boolean> =>
  limit === UNLIMITED ? { unlimited: true, limit: -1, passes: -1 } : { unlimited: false, limit, passes: limit + 1 };

/**
 * A scoring scheme's figures as message arguments, the engine's own, so that no sentence states other points than the
 * game counts. The streak scheme charges at the deal every card not dealt to the table (RULES.md Q8).
 */
export const scoringArgs = (def: VariantDefinition): Record<string, string | number> => {
  const offTable = cardCount(def) - (def.tableau.spots?.length ?? 0);
  const { runBonus, streak } = scoringPoints;
  return {
    scoring: def.scoring,
    start: runBonus.start,
    perRun: runBonus.perRun,
    perCard: -streak.perTalonCard,
    offTable,
    charge: -streak.perTalonCard * offTable,
    topRow: streak.topRowCleared,
    allTop: streak.allTopRowCleared,
  };
};

/** The message arguments of one option value, shared by the option label and the options clause. */
export const optionArgs = (
  def: VariantDefinition,
  key: OptionKey,
  value: OptionValue,
): Record<string, string | number | boolean> => {
  switch (key) {
    case 'draw':
    case 'suits':
      return { value: value as number };
    case 'onKing':
    case 'goal':
      return { value: value as string };
    case 'redeals': {
      const r = redealArgs(value as number | typeof UNLIMITED);
      return { unlimited: r.unlimited!, value: r.limit!, passes: r.passes!, kind: def.redeal?.kind ?? 'turnWaste' };
    }
    case 'playBack':
    case 'kingsToBottom':
      return { value: value as boolean, fans: def.tableau.fans };
  }
};
