import type { VariantDefinition } from '@solitaire/engine';
import { klondike } from './klondike.js';

/**
 * Yukon as PySolFC plays it (RULES.md Y1-Y3): Klondike's staircase and four more face-up rows, no stock, and any
 * face-up card moves with every card on it.
 */
export const yukon: VariantDefinition = {
  ...klondike,
  id: 'yukon',
  nameKey: 'yukon',
  tableau: { ...klondike.tableau, moveUnit: 'faceUpGroup' },
  deal: { ...klondike.deal, tableau: { kind: 'staircase', extraUp: 4 } },
  stock: null,
  redeal: null,
  options: [],
  ruleIds: {
    goal: ['F1'],
    tableauDeal: ['Y1'],
    stockDeal: ['Y1'],
    tableauBuild: ['Y2'],
    emptyPile: ['Y2'],
    moveUnit: ['Y3'],
    autoFlip: ['Y3'],
    foundationBase: ['F1'],
    foundationBuild: ['F2'],
    playBack: ['F3'],
  },
};

/** Russian Solitaire as PySolFC plays it (RULES.md R1): Yukon with piles built down in suit. */
export const russianSolitaire: VariantDefinition = {
  ...yukon,
  id: 'russian-solitaire',
  nameKey: 'russianSolitaire',
  tableau: { ...yukon.tableau, build: { direction: 'down', suit: 'sameSuit', wrap: false } },
  ruleIds: { ...yukon.ruleIds, tableauBuild: ['R1', 'Y2'] },
};
