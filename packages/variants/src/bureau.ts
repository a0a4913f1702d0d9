import type { VariantDefinition } from '@solitaire/engine';
import { athena } from './athena.js';

/**
 * Bureau as solitaire.gg plays it (RULES.md B1-B4): two decks, thirteen piles dealt like Athena's, eight foundations
 * built up in alternating colours, empty piles never refilled, one card a draw and one redeal.
 */
export const bureau: VariantDefinition = {
  ...athena,
  id: 'bureau',
  nameKey: 'bureau',
  source: 'solitaire.gg',
  decks: 2,
  foundations: { count: 8, build: 'alternateColour', playBack: true, baseFixed: false },
  tableau: { ...athena.tableau, count: 13, whenEmpty: 'never' },
  stock: { draw: 1 },
  redeal: { kind: 'turnWaste', limit: 1 },
  scoring: 'none',
  options: [
    { key: 'draw', choices: [1, 3] },
    { key: 'redeals', choices: [1, 0, 2, 'unlimited'] },
  ],
  ruleIds: {
    goal: ['F1'],
    decks: ['B1'],
    tableauDeal: ['B1'],
    coveredFaceUp: ['B1', 'A2'],
    stockDeal: ['B1'],
    foundationBase: ['B2', 'F1'],
    foundationBuild: ['B2'],
    tableauBuild: ['B3'],
    moveUnit: ['B3', 'A4'],
    autoFlip: ['A5'],
    emptyPile: ['B3'],
    waste: ['A7'],
    draw: ['B4'],
    redeal: ['B4'],
    playBack: ['F3'],
  },
};
