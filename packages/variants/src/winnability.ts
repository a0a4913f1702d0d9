import { type VariantDefinition, equalOptions } from '@solitaire/engine';
import { type WinnabilityRecord, type WinnabilitySummary, checkSummary, optionValuesOf } from './results.js';
import athena from './results/athena.json' with { type: 'json' };
import athenaAisleriot from './results/athena-aisleriot.json' with { type: 'json' };
import bureau from './results/bureau.json' with { type: 'json' };
import fan from './results/fan.json' with { type: 'json' };
import klondike from './results/klondike.json' with { type: 'json' };
import laBelleLucie from './results/la-belle-lucie.json' with { type: 'json' };
import minerva from './results/minerva.json' with { type: 'json' };
import shamrocks from './results/shamrocks.json' with { type: 'json' };
import trefoil from './results/trefoil.json' with { type: 'json' };
import freecell from './results/freecell.json' with { type: 'json' };
import bakersGame from './results/bakers-game.json' with { type: 'json' };
import eightOff from './results/eight-off.json' with { type: 'json' };
import seahavenTowers from './results/seahaven-towers.json' with { type: 'json' };
import yukon from './results/yukon.json' with { type: 'json' };
import russianSolitaire from './results/russian-solitaire.json' with { type: 'json' };
import canfield from './results/canfield.json' with { type: 'json' };
import rainbow from './results/rainbow.json' with { type: 'json' };
import fortyThieves from './results/forty-thieves.json' with { type: 'json' };
import limited from './results/limited.json' with { type: 'json' };
import bakersDozen from './results/bakers-dozen.json' with { type: 'json' };
import portugueseSolitaire from './results/portuguese-solitaire.json' with { type: 'json' };
import spider from './results/spider.json' with { type: 'json' };
import spiderette from './results/spiderette.json' with { type: 'json' };
import willOTheWisp from './results/will-o-the-wisp.json' with { type: 'json' };
import simpleSimon from './results/simple-simon.json' with { type: 'json' };
import scorpion from './results/scorpion.json' with { type: 'json' };
import golf from './results/golf.json' with { type: 'json' };
import blackHole from './results/black-hole.json' with { type: 'json' };
import acesUp from './results/aces-up.json' with { type: 'json' };
import pyramid from './results/pyramid.json' with { type: 'json' };
import triPeaks from './results/tripeaks.json' with { type: 'json' };

// The committed results files, as `solitaire solve … --summary` wrote them; a file that does not check is left out
// (and fails this package's tests) rather than shown.
const committed: readonly unknown[] = [
  athena,
  athenaAisleriot,
  bureau,
  fan,
  klondike,
  laBelleLucie,
  minerva,
  shamrocks,
  trefoil,
  freecell,
  bakersGame,
  eightOff,
  seahavenTowers,
  yukon,
  russianSolitaire,
  canfield,
  rainbow,
  fortyThieves,
  limited,
  bakersDozen,
  portugueseSolitaire,
  spider,
  spiderette,
  willOTheWisp,
  simpleSimon,
  scorpion,
  golf,
  blackHole,
  acesUp,
  pyramid,
  triPeaks,
];

/** The committed results files that check, by game id. */
export const committedSummaries: ReadonlyMap<string, WinnabilitySummary> = new Map(
  committed.flatMap((raw) => {
    const read = checkSummary(raw);
    return read.ok ? [[read.value.game, read.value] as const] : [];
  }),
);

/**
 * The committed results of a game under the options it is played with (a definition means its defaults; resolved
 * rules their chosen options), or null when no run was recorded for them. `from` replaces the committed files.
 */
export const resultsFor = (
  rules: VariantDefinition,
  from: ReadonlyMap<string, WinnabilitySummary> = committedSummaries,
): WinnabilityRecord | null => {
  const options = optionValuesOf(rules);
  return from.get(rules.id)?.runs.find((r) => equalOptions(r.options, options)) ?? null;
};
