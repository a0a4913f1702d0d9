import type { VariantDefinition } from '@solitaire/engine';
import { athena } from './athena.js';

/**
 * Minerva as PySolFC plays it (RULES.md M1-M4): Athena's tableau, a reserve of eleven cards with only its top one
 * in play, one card a draw and one redeal, and no play-back from the foundations (solitaire.gg allows it: an option).
 */
export const minerva: VariantDefinition = {
  ...athena,
  id: 'minerva',
  nameKey: 'minerva',
  source: 'PySolFC',
  foundations: { count: 4, build: 'sameSuit', playBack: false, baseFixed: false },
  deal: { ...athena.deal, reserve: 11 },
  stock: { draw: 1 },
  redeal: { kind: 'turnWaste', limit: 1 },
  scoring: 'none',
  options: [
    { key: 'playBack', choices: [false, true] },
    { key: 'draw', choices: [1, 3] },
  ],
  ruleIds: {
    goal: ['F1'],
    tableauDeal: ['M1', 'A1'],
    coveredFaceUp: ['M1', 'A2'],
    reserve: ['M1'],
    stockDeal: ['M1'],
    tableauBuild: ['M2', 'A3'],
    moveUnit: ['M2', 'A4'],
    autoFlip: ['M2', 'A5'],
    emptyPile: ['M2', 'A6'],
    waste: ['A7'],
    draw: ['M3'],
    redeal: ['M3'],
    foundationBase: ['F1'],
    foundationBuild: ['F2'],
    playBack: ['M4'],
  },
};
