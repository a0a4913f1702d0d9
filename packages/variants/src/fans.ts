import type { VariantDefinition } from '@solitaire/engine';
import { shamrocks } from './shamrocks.js';

/** Fan as PySolFC plays it (RULES.md N1-N2): eighteen fans built down in suit, a King may fill an empty fan. */
export const fan: VariantDefinition = {
  ...shamrocks,
  id: 'fan',
  nameKey: 'fan',
  source: 'PySolFC',
  tableau: {
    count: 18,
    build: { direction: 'down', suit: 'sameSuit', wrap: false },
    moveUnit: 'topCard',
    capacity: null,
    whenEmpty: 'kingOnly',
    fans: true,
  },
  deal: { acesToFoundations: false, tableau: { kind: 'fans', size: 3 }, reserve: 0, afterDeal: [] },
  options: [],
  ruleIds: {
    goal: ['F1'],
    tableauDeal: ['N1'],
    stockDeal: ['N1'],
    tableauBuild: ['N2'],
    moveUnit: ['N2'],
    emptyPile: ['N2'],
    foundationBase: ['F1'],
    foundationBuild: ['F2'],
    playBack: ['F3'],
  },
};

/**
 * La Belle Lucie as PySolFC plays it (RULES.md L1-L2): Fan's deal, fans built down in suit and never refilled,
 * and two redeals that gather, shuffle and deal the fans again in threes.
 */
export const laBelleLucie: VariantDefinition = {
  ...fan,
  id: 'la-belle-lucie',
  nameKey: 'laBelleLucie',
  source: 'PySolFC',
  tableau: { ...fan.tableau, whenEmpty: 'never' },
  redeal: { kind: 'shuffleTableau', limit: 2 },
  options: [{ key: 'redeals', choices: [2, 1, 0] }],
  ruleIds: {
    goal: ['F1'],
    tableauDeal: ['L1', 'N1'],
    stockDeal: ['L1'],
    tableauBuild: ['L1'],
    moveUnit: ['L1', 'N2'],
    emptyPile: ['L1'],
    redeal: ['L2'],
    foundationBase: ['F1'],
    foundationBuild: ['F2'],
    playBack: ['F3'],
  },
};

/**
 * Trefoil as PySolFC plays it (RULES.md T1-T2): the Aces start on the foundations and stay there, the other 48
 * cards go face up into sixteen fans of three, built down in suit and never refilled; two shuffling redeals.
 */
export const trefoil: VariantDefinition = {
  ...laBelleLucie,
  id: 'trefoil',
  nameKey: 'trefoil',
  source: 'PySolFC',
  foundations: { count: 4, build: 'sameSuit', playBack: true, baseFixed: true },
  tableau: { ...laBelleLucie.tableau, count: 16 },
  deal: { ...laBelleLucie.deal, acesToFoundations: true },
  ruleIds: {
    goal: ['F1'],
    foundationDeal: ['T1'],
    tableauDeal: ['T1'],
    stockDeal: ['T1'],
    tableauBuild: ['T2'],
    moveUnit: ['T2'],
    emptyPile: ['T2'],
    redeal: ['T2', 'L2'],
    foundationBase: ['T1', 'F1'],
    foundationBuild: ['F2'],
    playBack: ['T1', 'F3'],
  },
};
