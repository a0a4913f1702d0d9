import { describe, expect, it } from 'vitest';
import { fullDeck } from './card.js';
import { dealFromDeck } from './deal.js';
import { validateState } from './layout.js';
import { carryLimit, legalMoves, moveRefusal, playUnchecked } from './moves.js';
import { destinations } from './queries.js';
import { type VariantDefinition, validateDefinition } from './rules.js';
import { cardsInPlay } from './state.js';
import { at, baseDef, codes, move, rulesFor } from './testing.js';

/** FreeCell's shape on the engine's test base: cells, all cards dealt face up, runs carried through the cells. */
const cellsDef = (cells = 4, whenEmpty: VariantDefinition['tableau']['whenEmpty'] = 'anyCard'): VariantDefinition => ({
  ...baseDef,
  cells: { count: cells, dealt: 0 },
  tableau: { ...baseDef.tableau, count: 8, moveUnit: 'carriedRun', whenEmpty },
  deal: { ...baseDef.deal, tableau: { kind: 'rows', rows: Array(7).fill('up') } },
  stock: null,
  redeal: null,
  options: [],
});

describe('free cells', () => {
  const rules = rulesFor(cellsDef());

  it('take any single card while empty, and refuse a second', () => {
    const s = at(rules, { tableau: [['KS', 'QH'], ['5C']], cells: ['9D'] });
    expect(moveRefusal(rules, s, move('t0', 'c1'))).toBeNull();
    expect(moveRefusal(rules, s, move('t0', 'c0'))).toBe('ERR_CELL_FULL');
    expect(moveRefusal(rules, s, move('t0', 'c1', 2))).toBe('ERR_CELL_ONE_CARD');
  });

  it('give their card to the tableau and the foundations', () => {
    const s = at(rules, { tableau: [['TS']], foundations: [['AC']], cells: [null, '9D', '2C'] });
    expect(moveRefusal(rules, s, move('c1', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, move('c2', 'f0'))).toBeNull();
    expect(moveRefusal(rules, s, move('c0', 't0'))).toBe('ERR_EMPTY_SOURCE');
    const after = playUnchecked(rules, s, move('c1', 't0'));
    expect(codes(after.tableau[0]!)).toEqual(['TS', '9D']);
    expect(after.cells[1]).toEqual([]);
  });

  it('are listed among moves and destinations', () => {
    const s = at(rules, { tableau: [['KS', 'QH']], cells: ['9D'] });
    expect(destinations(rules, s, { zone: 'tableau', index: 0 }, 1)).toContainEqual({ zone: 'cell', index: 3 });
    expect(legalMoves(rules, s)).toContainEqual(move('c0', 't1'));
  });

  it('are filled at the deal after the tableau when the rules say so', () => {
    const r = rulesFor({
      ...cellsDef(8),
      cells: { count: 8, dealt: 4 },
      deal: { ...baseDef.deal, tableau: { kind: 'rows', rows: Array(6).fill('up') } },
    });
    const dealt = dealFromDeck(r, fullDeck(1));
    if (!dealt.ok) throw new Error(dealt.error);
    expect(dealt.value.cells.map((c) => c.length)).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
    expect(dealt.value.cells[0]![0]!.card).toBe(48);
    expect(new Set(cardsInPlay(dealt.value)).size).toBe(52);
  });
});

describe('the carried run (supermove)', () => {
  // Nine cards from the King of spades down, alternating colours.
  const run = ['KS', 'QH', 'JC', 'TD', '9S', '8H', '7C', '6D', '5S'];

  it('moves as many cards as (free cells + 1) × 2^(empty piles other than the target)', () => {
    const rules = rulesFor(cellsDef());
    const s = at(rules, { tableau: [['6H', ...run.slice(5)], ['9C'], ['2D'], ['3D'], ['4D'], ['5D'], ['2S']] });
    // Four free cells and one empty pile: ten cards onto a card, five onto the empty pile.
    expect(carryLimit(rules, s, { zone: 'tableau', index: 1 })).toBe(10);
    expect(carryLimit(rules, s, { zone: 'tableau', index: 7 })).toBe(5);
    const full = at(rules, {
      tableau: [['6H', ...run.slice(5)], ['9C'], ['2D'], ['3D'], ['4D'], ['5D'], ['2S'], ['7S']],
      cells: ['AD', 'AH', 'AS'],
    });
    expect(carryLimit(rules, full, { zone: 'tableau', index: 1 })).toBe(2);
    expect(moveRefusal(rules, full, move('t0', 't1', 4))).toBe('ERR_RUN_TOO_LONG');
    // A run that would not fit anyway is refused for that, not for its length.
    expect(moveRefusal(rules, full, move('t0', 't1', 3))).toBe('ERR_TABLEAU_RANK');
    expect(moveRefusal(rules, full, move('t0', 't1', 1))).toBe('ERR_TABLEAU_RANK');
  });

  it('counts no empty pile where only a King may go', () => {
    const rules = rulesFor(cellsDef(4, 'kingOnly'));
    const s = at(rules, { tableau: [run, ['9C']], cells: ['AD', 'AH'] });
    expect(carryLimit(rules, s, { zone: 'tableau', index: 1 })).toBe(3);
    expect(moveRefusal(rules, s, move('t0', 't1', 3))).toBe('ERR_TABLEAU_RANK');
    expect(moveRefusal(rules, s, move('t0', 't2', 9))).toBe('ERR_RUN_TOO_LONG');
  });

  it('needs cells in the definition', () => {
    const { cells: _omitted, ...noCells } = cellsDef();
    expect(validateDefinition(noCells)).toMatchObject({ ok: false, error: 'ERR_DEF_TABLEAU' });
    expect(validateDefinition({ ...cellsDef(), cells: { count: 9, dealt: 0 } })).toMatchObject({
      error: 'ERR_DEF_CELLS',
    });
    expect(validateDefinition({ ...cellsDef(), cells: { count: 2, dealt: 3 } })).toMatchObject({
      error: 'ERR_DEF_CELLS',
    });
  });
});

describe('positions stored before cells existed', () => {
  it('load as positions without cells, and only for games without cells', () => {
    const plain = rulesFor(baseDef);
    const { cells: _none, ...old } = at(plain, { tableau: [['KS']] });
    const loaded = validateState(plain, old);
    expect(loaded.ok && loaded.value.cells).toEqual([]);
    const withCells = rulesFor({ ...baseDef, cells: { count: 2, dealt: 0 } });
    expect(validateState(withCells, old)).toMatchObject({ ok: false, error: 'ERR_LAYOUT_CELLS' });
  });

  it('refuse a cell holding two cards or a face-down one', () => {
    const rules = rulesFor(cellsDef());
    const s = at(rules, { tableau: [['KS']], cells: ['QH', 'JC'] });
    const two = { ...s, cells: [[...s.cells[0]!, ...s.cells[1]!], [], [], []] };
    expect(validateState(rules, two)).toMatchObject({ error: 'ERR_LAYOUT_CELLS' });
    const down = { ...s, cells: [[{ card: s.cells[0]![0]!.card, up: false }], s.cells[1]!, [], []] };
    expect(validateState(rules, down)).toMatchObject({ error: 'ERR_LAYOUT_CELLS' });
  });
});
