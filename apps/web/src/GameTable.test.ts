// The table with free cells (FreeCell, Baker's Game, Eight Off, Seahaven Towers), played with a mouse and with keys;
// and Canfield's foundations, whose empty slots show the base rank the engine says.
import {
  type GameState,
  type Move,
  type PileRef,
  type VariantDefinition,
  currentState,
  destinations,
  legalMoves,
  rankOf,
  samePile,
  startGame,
} from '@solitaire/engine';
import { canfield, eightOff, freeCell, seahavenTowers } from '@solitaire/variants';
import { flushPromises } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardLabel, rankMark, refusalText } from './gameText.js';
import { createSession } from './pageSession.js';
import { cardEl, doubleTapEl, dragEl, key, mountPage, stubMotion, tapEl, unmountPage } from './tableTesting.js';
import { rulesOf } from './testPositions.js';

type CardMove = Extract<Move, { kind: 'move' }>;

const env = { now: () => 0, randomDeal: () => 777 };

/** The first deal (from 1) of a game whose opening position passes `test`: a test's position, found by the engine. */
const dealWhere = (def: VariantDefinition, test: (s: GameState) => boolean): number => {
  for (let deal = 1; deal < 500; deal++) {
    const g = startGame(def, deal);
    if (g.ok && test(currentState(g.value))) return deal;
  }
  throw new Error(`no deal of ${def.id} fits`);
};

/** Puts a deal of a cell game on the table, at rest, without automatic moves to the foundations. */
const mountDeal = async (def: VariantDefinition, deal: number) => {
  stubMotion();
  const session = createSession('en', env);
  session.startChosen(def, {}, deal);
  session.send({ type: 'setSettings', patch: { autoFoundations: false } });
  await mountPage(session);
  return session;
};

const pressAction = async (action: string) => {
  (document.querySelector(`[data-action="${action}"]`) as HTMLElement).click();
  await flushPromises();
};
const slotEl = (r: PileRef) => document.querySelector(`[data-slot="${r.zone}-${r.index}"]`)!;
const cell = (index: number): PileRef => ({ zone: 'cell', index });
const topCard = (s: GameState, r: PileRef) => (r.zone === 'cell' ? s.cells : s.tableau)[r.index]!.at(-1)!.card;
const toast = () => document.querySelector('[data-toast]')!.textContent!.trim();
const focusedPile = () => {
  const el = document.activeElement as HTMLElement;
  return el.dataset.pile ?? el.dataset.slot;
};
/** A move of one card from a column onto another column, legal in the deal. */
const columnToColumn = (s: GameState, def: VariantDefinition) =>
  legalMoves(rulesOf(def), s).find(
    (m): m is CardMove => m.kind === 'move' && m.from.zone === 'tableau' && m.to.zone === 'tableau' && m.count === 1,
  );

/** A FreeCell deal with an Ace on top of a column, on the table. */
const aceOnTop = async () => {
  const isAce = (p: GameState['tableau'][number]) => p.at(-1)!.card % 13 === 0;
  const session = await mountDeal(
    freeCell,
    dealWhere(freeCell, (s) => s.tableau.some(isAce)),
  );
  const from = session.state.value.tableau.findIndex(isAce);
  return { session, ace: topCard(session.state.value, { zone: 'tableau', index: from }) };
};

beforeEach(() => localStorage.clear());
afterEach(unmountPage);

describe('free cells on the table', () => {
  it('draws the cells as slots named by game-text, empty or holding their card', async () => {
    const session = await mountDeal(eightOff, 3);
    const cells = document.querySelectorAll('.slot.cell');
    expect(cells).toHaveLength(8);
    expect(document.querySelectorAll('.slot.stock, .slot.waste')).toHaveLength(0);
    // The deal fills the first four cells: each card there is a focus stop described by its cell.
    const first = session.state.value.cells[0]![0]!.card;
    expect(cardEl(first).getAttribute('aria-label')).toBe(`${cardLabel(first, 'en')}, face up`);
    expect(document.getElementById(cardEl(first).getAttribute('aria-describedby')!)!.textContent).toBe(
      'Cell 1, 1 card',
    );
    expect(slotEl(cell(5)).getAttribute('aria-label')).toBe('Cell 6, empty');
    expect(slotEl(cell(5)).getAttribute('role')).toBe('button');
  });

  it('sends a top card to a cell by click then click, and plays it from there onto a column', async () => {
    const deal = dealWhere(freeCell, (s) => columnToColumn(s, freeCell) !== undefined);
    const session = await mountDeal(freeCell, deal);
    const m = columnToColumn(session.state.value, freeCell)!;
    const moving = topCard(session.state.value, m.from);
    await tapEl(cardEl(moving));
    // The engine's destinations light up, the cells among them.
    expect(document.querySelectorAll('.slot.cell.target')).toHaveLength(4);
    await tapEl(slotEl(cell(1)));
    expect(session.state.value.cells[1]!.map((c) => c.card)).toEqual([moving]);
    await tapEl(cardEl(moving));
    const targets = destinations(session.rules.value, session.state.value, cell(1), 1);
    expect(targets.some((t) => samePile(t, m.to))).toBe(true);
    await tapEl(cardEl(topCard(session.state.value, m.to)));
    expect(topCard(session.state.value, m.to)).toBe(moving);
    expect(session.state.value.cells[1]).toEqual([]);
  });

  it('drags a top card onto a cell and from the cell onto a column', async () => {
    const deal = dealWhere(freeCell, (s) => columnToColumn(s, freeCell) !== undefined);
    const session = await mountDeal(freeCell, deal);
    const m = columnToColumn(session.state.value, freeCell)!;
    const moving = topCard(session.state.value, m.from);
    await dragEl(cardEl(moving), slotEl(cell(3)));
    expect(session.state.value.cells[3]!.map((c) => c.card)).toEqual([moving]);
    await dragEl(cardEl(moving), cardEl(topCard(session.state.value, m.to)));
    expect(topCard(session.state.value, m.to)).toBe(moving);
  });

  it('sends a card in a cell to its foundation on a double click', async () => {
    // An Ace on top of a column, first put in a cell by hand.
    const { session, ace } = await aceOnTop();
    await dragEl(cardEl(ace), slotEl(cell(0)));
    expect(session.state.value.cells[0]!.map((c) => c.card)).toEqual([ace]);
    await doubleTapEl(cardEl(ace));
    expect(session.state.value.foundations.some((f) => f.some((c) => c.card === ace))).toBe(true);
    expect(session.state.value.cells[0]).toEqual([]);
  });

  it("says the engine's reason when a cell is full or a run is too long for a cell or a column", async () => {
    // Seahaven Towers: two cells filled at the deal; a column topped by a run of two in suit, and another column
    // whose top card would take that run but for its length.
    const runOfTwo = (s: GameState) =>
      s.tableau.findIndex((p) => {
        const [a, b] = [p.at(-2)!.card, p.at(-1)!.card];
        return Math.floor(a / 13) === Math.floor(b / 13) && (a % 13) - (b % 13) === 1;
      });
    const takerOf = (s: GameState, pile: number) =>
      s.tableau.findIndex((p, i) => i !== pile && p.at(-1)!.card === s.tableau[pile]!.at(-2)!.card + 1);
    const deal = dealWhere(seahavenTowers, (s) => runOfTwo(s) >= 0 && takerOf(s, runOfTwo(s)) >= 0);
    const session = await mountDeal(seahavenTowers, deal);
    const pile = runOfTwo(session.state.value);
    const taker = takerOf(session.state.value, pile);
    const base = session.state.value.tableau[pile]!.at(-2)!.card;
    // A run of two to an empty cell.
    await tapEl(cardEl(base));
    expect(document.querySelectorAll('.held')).toHaveLength(2);
    await tapEl(slotEl(cell(3)));
    expect(toast()).toBe(refusalText('ERR_CELL_ONE_CARD', 'en'));
    // One card to a full cell.
    const other = [...Array(10).keys()].find((i) => i !== pile && i !== taker)!;
    await tapEl(cardEl(topCard(session.state.value, { zone: 'tableau', index: other })));
    await tapEl(cardEl(topCard(session.state.value, cell(0))));
    expect(toast()).toBe(refusalText('ERR_CELL_FULL', 'en'));
    // With every cell full, the run cannot be carried to the column that would otherwise take it.
    const spare = [...Array(10).keys()].filter((i) => i !== pile && i !== taker);
    for (const [i, c] of [2, 3].entries()) {
      const from = { zone: 'tableau' as const, index: spare[i]! };
      await dragEl(cardEl(topCard(session.state.value, from)), slotEl(cell(c)));
    }
    expect(session.state.value.cells.every((c) => c.length === 1)).toBe(true);
    await dragEl(cardEl(base), cardEl(topCard(session.state.value, { zone: 'tableau', index: taker })));
    expect(toast()).toBe(refusalText('ERR_RUN_TOO_LONG', 'en'));
    expect(session.state.value.tableau[pile]!.at(-2)!.card).toBe(base);
  });

  it('plays to a cell and from it onto a column with the keyboard alone: arrows and Enter', async () => {
    const deal = dealWhere(freeCell, (s) => columnToColumn(s, freeCell) !== undefined);
    const session = await mountDeal(freeCell, deal);
    const m = columnToColumn(session.state.value, freeCell)!;
    const moving = topCard(session.state.value, m.from);
    (cardEl(moving) as HTMLElement).focus();
    await key('Enter');
    expect(session.announcement.value).toMatch(/picked up/);
    for (let n = 0; n < 20 && !focusedPile()!.startsWith('cell'); n++) await key('ArrowUp');
    const into = Number(focusedPile()!.split('-')[1]);
    await key('Enter');
    expect(session.state.value.cells[into]!.map((c) => c.card)).toEqual([moving]);
    // The focus follows the card into its cell; from there it goes down to the columns.
    expect(focusedPile()).toBe(`cell-${into}`);
    await key('Enter');
    expect(cardEl(moving).getAttribute('aria-label')).toMatch(/picked up$/);
    await key('ArrowDown');
    for (let n = 0; n < 20 && focusedPile() !== `tableau-${m.to.index}`; n++)
      await key(m.to.index < Number(focusedPile()!.split('-')[1]) ? 'ArrowLeft' : 'ArrowRight');
    await key('Enter');
    expect(topCard(session.state.value, m.to)).toBe(moving);
  });

  it('sends the card of the focused cell to its foundation with the F key', async () => {
    const { session, ace } = await aceOnTop();
    (cardEl(ace) as HTMLElement).focus();
    await key('Enter');
    for (let n = 0; n < 20 && !focusedPile()!.startsWith('cell'); n++) await key('ArrowUp');
    await key('Enter');
    expect(session.state.value.cells.flat().map((c) => c.card)).toEqual([ace]);
    expect(focusedPile()).toMatch(/^cell-/);
    await key('f');
    expect(session.state.value.foundations.some((f) => f.some((c) => c.card === ace))).toBe(true);
    expect(session.state.value.cells.flat()).toEqual([]);
  });

  it('puts the focused top card in the first free cell with C, says why when none is free, and lists the key', async () => {
    const session = await mountDeal(eightOff, 3);
    const column = (index: number) => ({ zone: 'tableau' as const, index });
    // The deal fills cells 1 to 4: C fills 5 to 8 from the first four columns.
    for (let i = 0; i < 4; i++) {
      const card = topCard(session.state.value, column(i));
      (cardEl(card) as HTMLElement).focus();
      await key('c');
      expect(session.state.value.cells[4 + i]!.map((c) => c.card)).toEqual([card]);
    }
    (cardEl(topCard(session.state.value, column(5))) as HTMLElement).focus();
    await key('c');
    expect(toast()).toBe(refusalText('ERR_CELL_FULL', 'en'));
    expect(session.state.value.moveCount).toBe(4);
    await pressAction('rules');
    expect(document.querySelector('[data-keys-cells]')!.textContent).toBe('C puts the focused card in a free cell.');
  });
});

describe('empty foundations', () => {
  const marks = () =>
    [0, 1, 2, 3].flatMap((i) => {
      const slot = slotEl({ zone: 'foundation', index: i });
      return slot ? [slot.querySelector('.slot-mark')?.textContent ?? ''] : [];
    });

  it("show Canfield's base rank, the dealt card's, and the Ace in other games", async () => {
    const session = await mountDeal(canfield, 5);
    const foundations = session.state.value.foundations;
    const base = rankMark(rankOf(foundations.flat()[0]!.card), 'en');
    expect(base).not.toBe('A');
    // The three foundations left empty by the deal wait for that rank.
    const empty = marks().filter((_, i) => foundations[i]!.length === 0);
    expect(empty).toEqual([base, base, base]);
    unmountPage();
    await mountDeal(freeCell, 1);
    expect(marks()).toEqual(['A', 'A', 'A', 'A']);
  });
});
