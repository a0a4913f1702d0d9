import { describe, expect, it } from 'vitest';
import { type Game, currentState } from '@solitaire/engine';
import { athena, fan, freeCell } from '@solitaire/variants';
import { asciiGlyphs } from './glyphs.js';
import { actionForMouse, parseMouse } from './keys.js';
import { CELL, TABLEAU_LINE, TOP_ROW_LINE, boardLayout, pointAt, slotOf } from './layout.js';
import { type Action, DOUBLE_CLICK_MS, type Session, layoutOf, newSession, update } from './terminalSession.js';
import { eightOfSpadesGame, freeCellGame, gameFromLayout, testView } from './terminalTesting.js';
import { boardLines, lineText } from './view.js';

const run = (s: Session, ...steps: [Action, number][]) => {
  for (const [a, now] of steps) s = update(s, a, now).session;
  return s;
};
const t = (index: number) => ({ zone: 'tableau' as const, index });
const position: Game = eightOfSpadesGame();
const session = () => newSession(athena, position, 'en', 100);

/** The screen cell (from 0) at the middle of a card of a column, found through the layout. */
const cardCell = (s: Session, pile: number, index: number) => {
  const slot = slotOf(layoutOf(s), t(pile))!;
  return { type: 'click' as const, x: slot.x + 2, y: TABLEAU_LINE + index };
};

describe('SGR mouse reports', () => {
  it('reads presses and releases, with or without the ESC Ink strips', () => {
    expect(parseMouse('\u001b[<0;12;5M')).toEqual({ button: 0, x: 12, y: 5, press: true });
    expect(parseMouse('[<0;12;5m')).toEqual({ button: 0, x: 12, y: 5, press: false });
    expect(parseMouse('[A')).toBeNull();
    expect(parseMouse('M')).toBeNull();
  });
  it('clicks on a left-button press, drags on motion with it held, ends the drag on its release; cells from 0', () => {
    expect(actionForMouse({ button: 0, x: 12, y: 5, press: true })).toEqual({ type: 'click', x: 11, y: 4 });
    expect(actionForMouse({ button: 32, x: 12, y: 5, press: true })).toEqual({ type: 'drag', x: 11, y: 4 });
    expect(actionForMouse({ button: 0, x: 12, y: 5, press: false })).toEqual({ type: 'release', x: 11, y: 4 });
    expect(actionForMouse({ button: 2, x: 12, y: 5, press: true })).toBeNull(); // right button
    expect(actionForMouse({ button: 34, x: 12, y: 5, press: true })).toBeNull(); // motion with the right button
    expect(actionForMouse({ button: 64, x: 12, y: 5, press: true })).toBeNull(); // wheel
    expect(actionForMouse({ button: 16, x: 12, y: 5, press: true })).toBeNull(); // with Ctrl
  });
});

describe('pointAt', () => {
  it('finds the card drawn at a cell: the board lines and the layout agree', () => {
    const s = session();
    const lines = boardLines(s, testView({ glyphs: asciiGlyphs })).map(lineText);
    const state = currentState(s.game);
    const layout = layoutOf(s);
    expect(lines[TABLEAU_LINE + 1]!.slice(slotOf(layout, t(1))!.x, slotOf(layout, t(1))!.x + CELL)).toBe('  8S ');
    expect(pointAt(layout, state, slotOf(layout, t(1))!.x + 3, TABLEAU_LINE + 1)).toEqual({ pile: t(1), index: 1 });
    expect(pointAt(layout, state, slotOf(layout, t(1))!.x + 3, TABLEAU_LINE + 2)).toBeNull(); // below the pile
    expect(lines[TOP_ROW_LINE]!.slice(0, CELL)).toBe(' ### ');
    expect(pointAt(layout, state, 1, TOP_ROW_LINE)).toEqual({ pile: { zone: 'stock', index: 0 }, index: 3 });
    expect(pointAt(layout, state, 1, 1)).toBeNull(); // the blank line under the status
    const f = slotOf(layout, { zone: 'foundation', index: 0 })!;
    expect(pointAt(layout, state, f.x, TOP_ROW_LINE)).toEqual({ pile: { zone: 'foundation', index: 0 }, index: null });
  });
  it('finds the cards of a fan longer than its slot: the count cell stands for the lowest card shown', () => {
    const game = gameFromLayout(fan, {
      tableau: [['2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C'], ...Array.from({ length: 17 }, (): string[] => [])],
    });
    const layout = boardLayout(game.rules, currentState(game), 80);
    const slot = slotOf(layout, t(0))!;
    const shown = layout.fanCards;
    expect(pointAt(layout, currentState(game), slot.x, TABLEAU_LINE)).toEqual({ pile: t(0), index: 8 - (shown - 1) });
    expect(pointAt(layout, currentState(game), slot.x + slot.width - 1, TABLEAU_LINE)).toEqual({
      pile: t(0),
      index: 7,
    });
  });
});

describe('clicks', () => {
  it('picks up the card clicked and drops it on the pile clicked next', () => {
    const held = run(session(), [cardCell(session(), 1, 1), 0]);
    expect(held.holding).toMatchObject({ from: t(1), count: 1 });
    const dropped = run(held, [cardCell(held, 0, 1), 1000]);
    expect(dropped.holding).toBeNull();
    expect(currentState(dropped.game).tableau[0]!.map((c) => c.card)).toHaveLength(3);
  });
  it('says why when the cards are dropped where they may not go, and puts them back', () => {
    const held = run(session(), [cardCell(session(), 1, 1), 0]);
    const refused = run(held, [cardCell(held, 3, 1), 1000]);
    expect(refused.holding).toBeNull();
    expect(refused.game).toBe(held.game);
    expect(refused.notice).toMatchObject({ kind: 'refusal' });
  });
  it('puts the cards back on a click on their own pile or off the piles', () => {
    const held = run(session(), [cardCell(session(), 1, 1), 0]);
    expect(run(held, [cardCell(held, 1, 1), 1000]).holding).toBeNull();
    expect(run(held, [{ type: 'click', x: 90, y: 20 }, 1000]).holding).toBeNull();
  });
  it('draws on a click on the stock', () => {
    const s = run(session(), [{ type: 'click', x: 2, y: TOP_ROW_LINE }, 0]);
    expect(currentState(s.game).stock.length).toBeLessThan(currentState(position).stock.length);
  });
  it('sends a card to its foundation on a double click, not on two slow clicks', () => {
    const ace = gameFromLayout(athena, {
      tableau: [['#2C', 'AH'], ['#3C', '8S'], ['9H'], ['9D'], ['QC'], ['JD'], ['5H']],
      stock: ['2D'],
    });
    const s = newSession(athena, ace, 'en', 100);
    const click = cardCell(s, 0, 1);
    const quick = run(s, [click, 0], [click, DOUBLE_CLICK_MS - 1]);
    expect(
      currentState(quick.game)
        .foundations.flat()
        .map((c) => c.card),
    ).toHaveLength(1);
    const slow = run(s, [click, 0], [click, DOUBLE_CLICK_MS + 1]);
    expect(currentState(slow.game).foundations.flat()).toHaveLength(0);
  });
  it('drags: a press on a card, motion, and a release over another pile move the cards there', () => {
    const s = session();
    const press = cardCell(s, 1, 1);
    const over = cardCell(s, 2, 1);
    const dragged = run(s, [press, 0], [{ ...over, type: 'drag' }, 50]);
    // While dragged, the cursor shows where they would go.
    expect(dragged.cursor).toEqual({ pile: t(2), depth: 1 });
    const dropped = run(dragged, [{ ...over, type: 'release' }, 100]);
    expect(dropped.holding).toBeNull();
    expect(currentState(dropped.game).tableau[2]!.at(-1)).toEqual(currentState(position).tableau[1]![1]);
    // The release alone does it too, for terminals that report no motion.
    const direct = run(s, [press, 0], [{ ...cardCell(s, 0, 1), type: 'release' }, 100]);
    expect(currentState(direct.game).tableau[0]).toHaveLength(3);
  });
  it('keeps a press released over its own pile a click: the cards stay held for a second click', () => {
    const s = session();
    const press = cardCell(s, 1, 1);
    const held = run(s, [press, 0], [{ ...cardCell(s, 1, 0), type: 'release' }, 100]);
    expect(held.holding).toMatchObject({ from: t(1), count: 1 });
    expect(held.game).toBe(s.game);
    expect(run(held, [cardCell(held, 0, 1), 1000]).holding).toBeNull();
  });
  it('puts dragged cards back, saying why, when they are released where they may not go', () => {
    const s = session();
    const refused = run(s, [cardCell(s, 1, 1), 0], [{ ...cardCell(s, 3, 1), type: 'release' }, 100]);
    expect(refused.holding).toBeNull();
    expect(refused.game).toBe(s.game);
    expect(refused.notice).toMatchObject({ kind: 'refusal' });
    // A release after a click that dropped cards (no drag under way) does nothing more.
    const held = run(s, [cardCell(s, 1, 1), 0], [{ ...cardCell(s, 1, 1), type: 'release' }, 10]);
    const dropped = run(held, [cardCell(held, 0, 1), 1000]);
    expect(update(dropped, { ...cardCell(dropped, 2, 1), type: 'release' }, 1010).session).toBe(dropped);
  });
  it('says why a covered face-up card cannot be picked up: the face-down card on it, not its own face', () => {
    const tableau = [['#2C', 'AH', '#3C', '9H'], ['5S', '8S'], ['9D']];
    const covered = gameFromLayout(athena, { tableau, stock: ['2D'] });
    const s = newSession(athena, covered, 'en', 100);
    const refused = run(s, [cardCell(s, 0, 1), 0]);
    expect(refused.holding).toBeNull();
    expect(refused.notice).toMatchObject({ kind: 'covered' });
    expect(boardLines(refused, testView()).map(lineText)).toContain(
      'A♥ lies under a face-down card: it can move once the cards on it are gone.',
    );
    // The face-down card itself is refused as face down, and a face-up card under a card that does not follow it
    // as not a run: those are the engine's true reasons.
    expect(run(s, [cardCell(s, 0, 2), 0]).notice).toEqual({ kind: 'refusal', code: 'ERR_FACE_DOWN' });
    expect(run(s, [cardCell(s, 1, 0), 0]).notice).toEqual({ kind: 'refusal', code: 'ERR_NOT_A_RUN' });
  });
  it('closes the key help, and does nothing on the rules', () => {
    const help = run(session(), [{ type: 'help' }, 0]);
    expect(run(help, [{ type: 'click', x: 1, y: 1 }, 1]).screen).toBe('board');
    const rules = run(session(), [{ type: 'rules' }, 0]);
    expect(run(rules, [{ type: 'click', x: 1, y: 1 }, 1]).screen).toBe('rules');
  });
});

describe('clicks on free cells', () => {
  const c = (index: number) => ({ zone: 'cell' as const, index });
  // 8C (cell 0) may go on 9H (pile 0).
  const cells = (...cards: (string | null)[]) => newSession(freeCell, freeCellGame(...cards), 'en', 80);
  const cellClick = (s: Session, index: number) => ({
    type: 'click' as const,
    x: slotOf(layoutOf(s), c(index))!.x + 2,
    y: TOP_ROW_LINE,
  });
  const cellCards = (s: Session) => currentState(s.game).cells.map((p) => p.length);

  it('drops a card in a free cell clicked, and says the engine’s reason for a full one or a run', () => {
    const s = cells('8C', 'KD', null, null);
    const moved = run(s, [cardCell(s, 0, 4), 0], [cellClick(s, 3), 1000]);
    expect(cellCards(moved)).toEqual([1, 1, 0, 1]);
    const full = run(s, [cardCell(s, 0, 4), 0], [cellClick(s, 1), 1000]);
    expect(full).toMatchObject({ holding: null, game: s.game, notice: { kind: 'refusal', code: 'ERR_CELL_FULL' } });
    const three = run(s, [cardCell(s, 0, 2), 0]);
    expect(three.holding).toMatchObject({ count: 3, targets: [t(2)] });
    expect(run(three, [cellClick(s, 2), 1000]).notice).toEqual({ kind: 'refusal', code: 'ERR_CELL_ONE_CARD' });
  });
  it('says a run is too long when the cells cannot carry it, on picking it up or on dropping it', () => {
    const s = cells('8C', 'KD', '2H', null);
    // Picked up, the run from JH has nowhere to go with one cell free: the engine says why.
    expect(run(s, [cardCell(s, 0, 2), 0]).notice).toEqual({ kind: 'refusal', code: 'ERR_RUN_TOO_LONG' });
    // No cell free, pile 7 empty: TS-9H may go on JD (the empty pile carries it), not to the empty pile itself.
    const piles = [['KH', 'QS', 'JH', 'TS', '9H'], ['JD'], ['QC'], ['5D'], ['7S'], ['3C'], ['4D'], []];
    const game = gameFromLayout(freeCell, { tableau: piles, cells: ['8C', 'KD', '2H', '5S'] });
    const two = newSession(freeCell, game, 'en', 80);
    const held = run(two, [cardCell(two, 0, 3), 0]);
    expect(held.holding).toMatchObject({ count: 2, targets: [t(1)] });
    expect(run(held, [cardCell(held, 7, 0), 1000]).notice).toEqual({ kind: 'refusal', code: 'ERR_RUN_TOO_LONG' });
    expect(currentState(run(held, [cardCell(held, 1, 0), 1000]).game).tableau[1]).toHaveLength(3);
  });
  it('picks up a cell’s card and drops it on a pile, by clicks or by a drag', () => {
    const s = cells('8C', 'KD', null, null);
    const held = run(s, [cellClick(s, 0), 0]);
    expect(held.holding).toMatchObject({ from: c(0), count: 1 });
    const clicked = run(held, [cardCell(held, 0, 4), 1000]);
    expect(cellCards(clicked)).toEqual([0, 1, 0, 0]);
    expect(currentState(clicked.game).tableau[0]).toHaveLength(6);
    const dragged = run(s, [cellClick(s, 0), 0], [{ ...cardCell(s, 0, 4), type: 'release' }, 100]);
    expect(dragged.game).toEqual(clicked.game);
    // A card a pile refuses goes back to its cell, and the engine says why.
    const refused = run(held, [cardCell(held, 3, 0), 1000]);
    expect(refused).toMatchObject({ holding: null, notice: { kind: 'refusal', code: 'ERR_TABLEAU_RANK' } });
  });
  it('sends a cell’s card to its foundation on a double click', () => {
    const s = cells('AS', 'KD', null, null);
    const sent = run(s, [cellClick(s, 0), 0], [cellClick(s, 0), DOUBLE_CLICK_MS - 1]);
    expect(cellCards(sent)).toEqual([0, 1, 0, 0]);
    expect(currentState(sent.game).foundations.flat()).toHaveLength(1);
  });
});
