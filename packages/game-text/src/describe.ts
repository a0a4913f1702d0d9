import {
  type Card, type OptionKey, type OptionValue, type RuleAspect, type Rules, type VariantDefinition,
  KING, UNLIMITED, cardCount, fullDeck, makeCard, optionValue, rankNames, rankOf, ranks, suitOf, tableauRefusal,
} from '@solitaire/engine';
import { dealShape } from './dealShape.js';
import type { MessageArgs } from './format.js';

/** The sections of a rules page, in reading order. */
export const sectionIds = ['overview', 'goal', 'layout', 'foundations', 'tableau', 'stock', 'scoring', 'options', 'tips'] as const;
/** A section of a rules page. */
export type SectionId = (typeof sectionIds)[number];

/** One statement about a game: a message key, the definition values it reads, and the RULES.md ids it states. */
export interface Clause {
  ruleIds: string[];
  key: string;
  args: Record<string, string | number | boolean>;
}

/** A section: its heading message and its clauses, in order. */
export interface DescribedSection {
  id: SectionId;
  heading: { key: string; args: MessageArgs };
  clauses: Clause[];
}

/** A whole game described, with no text yet: every locale renders this same structure. */
export interface Description {
  nameKey: string;
  sections: DescribedSection[];
}

/** Where each option's effect is stated, so an option clause carries the ids of the rule it changes. */
const optionAspect: Readonly<Record<OptionKey, RuleAspect>> = {
  draw: 'draw', redeals: 'redeal', playBack: 'playBack', kingsToBottom: 'dealAction',
};

/** The card the building example is shown on; any middle rank works, the 8 of spades reads naturally. */
const EXAMPLE_CARD: Card = makeCard('spades', 8);

const asRules = (def: VariantDefinition | Rules): Rules => ('chosen' in def ? def : { ...def, chosen: {} });

/** Distinct ranks among cards, ascending. */
const ranksOf = (cards: readonly Card[]): number[] => [...new Set(cards.map(rankOf))].sort((a, b) => a - b);

/** Which cards of one deck a tableau pile topped by `below` accepts, by the engine's own predicate. */
const acceptedOn = (rules: Rules, below: Card): Card[] =>
  fullDeck(1).filter((c) => c !== below && tableauRefusal(rules, below, c) === null);

/** The building example, summarised so a message can say it in one sentence. */
const exampleArgs = (rules: Rules): Record<string, string | number> => {
  const fits = acceptedOn(rules, EXAMPLE_CARD);
  const fitRanks = ranksOf(fits);
  const base = { onRank: rankOf(EXAMPLE_CARD), onSuit: suitOf(EXAMPLE_CARD), count: fits.length, r1: fitRanks[0] ?? 0, r2: fitRanks[1] ?? 0 };
  const everySuit = fitRanks.every((r) => fits.filter((c) => rankOf(c) === r).length === 4);
  if (fits.length > 0 && everySuit && fitRanks.length <= 2) return { ...base, shape: fitRanks.length === 1 ? 'anyRank' : 'anyTwoRanks' };
  if (fits.length === 1) return { ...base, shape: 'oneCard', s1: suitOf(fits[0]!) };
  if (fits.length === 2 && fitRanks.length === 1) return { ...base, shape: 'twoCards', s1: suitOf(fits[0]!), s2: suitOf(fits[1]!) };
  return { ...base, shape: 'other' };
};

/** What fits on a King and on an Ace, the two ends of the ranks. */
const endsArgs = (rules: Rules): Record<string, string> => {
  const onKing = ranksOf(acceptedOn(rules, makeCard('spades', KING)));
  const onAce = ranksOf(acceptedOn(rules, makeCard('spades', 1)));
  const name = (r: number | undefined) => (r === undefined ? 'none' : rankNames[r - 1]!);
  const ends = onKing.length && onAce.length ? 'both' : onKing.length ? 'king' : onAce.length ? 'ace' : 'none';
  return { ends, kingTakes: name(onKing[0]), aceTakes: name(onAce[0]) };
};

/** Redeal facts as message arguments: a limit of n redeals means n + 1 passes through the stock. */
const redealArgs = (limit: number | typeof UNLIMITED): Record<string, number | boolean> =>
  limit === UNLIMITED ? { unlimited: true, limit: -1, passes: -1 } : { unlimited: false, limit, passes: limit + 1 };

/** The message arguments of one option value, shared by the option label and the options clause. */
export const optionArgs = (def: VariantDefinition, key: OptionKey, value: OptionValue): Record<string, string | number | boolean> => {
  switch (key) {
    case 'draw': return { value: value as number };
    case 'redeals': {
      const r = redealArgs(value as number | typeof UNLIMITED);
      return { unlimited: r.unlimited!, value: r.limit!, passes: r.passes!, kind: def.redeal?.kind ?? 'turnWaste' };
    }
    case 'playBack':
    case 'kingsToBottom': return { value: value as boolean, fans: def.tableau.fans };
  }
};

/**
 * Reads a definition (or resolved rules) aloud as clauses, one per rule primitive it uses, grouped by section.
 * Every number and choice comes from the definition or from the engine's own dealing and building code.
 */
export const describe = (input: VariantDefinition | Rules): Description => {
  const def = asRules(input);
  const ids = (...aspects: RuleAspect[]): string[] => [...new Set(aspects.flatMap((a) => def.ruleIds[a] ?? []))];
  const shape = dealShape(def);
  const fans = def.tableau.fans;
  const cards = cardCount(def);
  const sections: DescribedSection[] = [];
  const section = (id: SectionId, clauses: Clause[], headingArgs: MessageArgs = {}) => {
    if (clauses.length) sections.push({ id, heading: { key: `section.${id}`, args: headingArgs }, clauses });
  };
  const clause = (key: string, ruleIds: string[], args: Clause['args'] = {}): Clause => ({ ruleIds, key, args });

  const pattern = def.deal.tableau;
  // Rows dealt face up that a later face-down row covers: visible, but not movable until uncovered (A2).
  const coveredRows = pattern.kind === 'rows'
    ? pattern.rows.flatMap((face, i) => (face === 'up' && pattern.rows.slice(i + 1).includes('down') ? [i + 1] : []))
    : [];
  const hasFaceDown = shape.piles.some((p) => p.includes(false)) || shape.reserve > 1;

  section('overview', [
    clause('overview.summary', [], { piles: def.tableau.count, fans, foundations: def.foundations.count, hasStock: def.stock !== null }),
    clause('overview.deck', ids('decks'), { decks: def.decks, cards }),
    ...(def.source.trim() ? [clause('overview.source', [], { source: def.source.trim() })] : []),
  ]);

  section('goal', [clause('goal.win', ids('goal'), { cards, foundations: def.foundations.count })]);

  const layout: Clause[] = [];
  if (shape.aces) layout.push(clause('layout.aces', ids('foundationDeal'), { aces: shape.aces }));
  switch (pattern.kind) {
    case 'rows': {
      const perPile = Math.max(...shape.piles.map((p) => p.length));
      layout.push(clause('layout.rows', ids('tableauDeal'), { piles: def.tableau.count, rows: pattern.rows.length, perPile, total: shape.tableauCards }));
      pattern.rows.forEach((face, i) => layout.push(clause('layout.row', ids('tableauDeal'), { row: i + 1, face })));
      break;
    }
    case 'staircase':
      layout.push(clause('layout.staircase', ids('tableauDeal'), { piles: def.tableau.count, total: shape.tableauCards }));
      break;
    case 'fans': {
      const sizes = shape.piles.map((p) => p.length).filter((n) => n > 0);
      const full = sizes.filter((n) => n === pattern.size).length;
      layout.push(clause('layout.fans', ids('tableauDeal'), {
        shape: full === sizes.length ? 'even' : 'lastShort', whole: shape.tableauCards === cards,
        total: shape.tableauCards, fans: sizes.length, size: pattern.size, full, last: sizes[sizes.length - 1] ?? 0,
      }));
      break;
    }
  }
  for (const row of coveredRows) layout.push(clause('layout.coveredFaceUp', ids('coveredFaceUp'), { row }));
  if (def.deal.afterDeal.includes('kingsToBottom')) layout.push(clause('layout.kingsToBottom', ids('dealAction'), { fans }));
  if (shape.reserve) layout.push(clause('layout.reserve', ids('reserve'), { reserve: shape.reserve }));
  layout.push(def.stock
    ? clause('layout.stock', ids('stockDeal'), { stock: shape.stock })
    : clause('layout.noStock', ids('stockDeal'), { redeal: def.redeal !== null }));
  section('layout', layout);

  section('foundations', [
    clause('foundations.base', ids('foundationBase'), { count: def.foundations.count }),
    clause('foundations.build', ids('foundationBuild'), { build: def.foundations.build, max: ranks.length }),
    clause('foundations.playBack', ids('playBack'), { playBack: def.foundations.playBack, fans }),
    ...(def.foundations.baseFixed ? [clause('foundations.baseFixed', ids('foundationBase'), { aces: shape.aces > 0 })] : []),
    clause('foundations.shortcut', ids('foundationShortcut')),
  ]);

  const t = def.tableau;
  const tableau: Clause[] = [
    clause('tableau.rank', ids('tableauBuild'), { direction: t.build.direction, fans }),
    clause('tableau.suit', ids('tableauBuild'), { suit: t.build.suit }),
    clause('tableau.example', ids('tableauBuild'), exampleArgs(def)),
    clause('tableau.wrap', ids('tableauBuild'), { wrap: t.build.wrap }),
  ];
  if (!t.build.wrap) tableau.push(clause('tableau.ends', ids('tableauBuild'), endsArgs(def)));
  tableau.push(clause('tableau.moveUnit', ids('moveUnit'), { unit: t.moveUnit, fans }));
  if (t.moveUnit === 'faceUpRun' && coveredRows.length) tableau.push(clause('tableau.runStart', ids('moveUnit')));
  if (hasFaceDown) tableau.push(clause('tableau.autoFlip', ids('autoFlip')));
  if (t.capacity !== null) tableau.push(clause('tableau.capacity', ids('capacity'), { capacity: t.capacity, fans }));
  tableau.push(clause('tableau.empty', ids('emptyPile'), { policy: t.whenEmpty, unit: t.moveUnit, fans }));
  // Some games move a reserve card into an emptied pile by themselves; this engine never does, so say so.
  if (shape.reserve && t.whenEmpty !== 'never') tableau.push(clause('tableau.reserveNoRefill', ids('emptyPile')));
  section('tableau', tableau, { fans });

  const stock: Clause[] = [];
  if (def.stock) {
    stock.push(clause('stock.draw', ids('draw'), { draw: def.stock.draw }));
    stock.push(clause('stock.waste', ids('waste')));
  }
  if (def.redeal?.kind === 'shuffleTableau') {
    const size = pattern.kind === 'fans' ? pattern.size : 0;
    stock.push(clause('stock.shuffle', ids('redeal'), { fans: fans && size > 0, size, ...redealArgs(def.redeal.limit) }));
  } else if (def.stock) stock.push(clause('stock.redeal', ids('redeal'), redealArgs(def.redeal?.limit ?? 0)));
  section('stock', stock, { hasStock: def.stock !== null });

  section('scoring', [clause('scoring.scheme', ids('scoring'), { scoring: def.scoring, max: cards })]);

  const options: Clause[] = [];
  for (const spec of def.options) {
    const current = optionValue(def, spec.key);
    for (const value of spec.choices) {
      if (value === current) continue;
      const args = optionArgs(def, spec.key, value);
      if (spec.key === 'draw') args.dflt = current as number;
      options.push(clause(`options.${spec.key}`, ids(optionAspect[spec.key], 'options'), args));
    }
  }
  if (options.length) options.unshift(clause('options.intro', [], { count: def.options.length }));
  section('options', options);

  const tips: Clause[] = [];
  if (coveredRows.length) tips.push(clause('tips.coveredFaceUp', ids('coveredFaceUp')));
  if (t.whenEmpty === 'kingOnly') tips.push(clause('tips.kingOnly', ids('emptyPile')));
  if (t.whenEmpty === 'never') tips.push(clause('tips.never', ids('emptyPile'), { fans }));
  if (t.capacity !== null) tips.push(clause('tips.capacity', ids('capacity'), { fans }));
  if (def.stock && def.stock.draw > 1) tips.push(clause('tips.draw', ids('draw'), { draw: def.stock.draw }));
  if (def.redeal?.kind === 'turnWaste' && def.redeal.limit !== UNLIMITED) tips.push(clause('tips.passes', ids('redeal')));
  if (def.foundations.playBack) tips.push(clause('tips.playBack', ids('playBack'), { fans }));
  section('tips', tips);

  return { nameKey: def.nameKey, sections };
};
