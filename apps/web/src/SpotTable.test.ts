// Tables of overlapping cards (Pyramid, TriPeaks) drawn from their definitions, not yet in the menu: free cards
// marked on the table and in their names, pairs chosen by two clicks, by a drag and by keys, a King by one click.
import {
  type GameState,
  type Move,
  type VariantDefinition,
  currentState,
  legalMoves,
  rankOf,
  startGame,
} from '@solitaire/engine';
import { pyramid, triPeaks } from '@solitaire/variants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardLabel, refusalText } from './gameText.js';
import { createSession } from './pageSession.js';
import { cardEl, dragEl, key, mountPage, stubMotion, tapEl, unmountPage } from './tableTesting.js';
import { rulesOf } from './testPositions.js';

const env = { now: () => 0, randomDeal: () => 777 };

type Pair = Extract<Move, { kind: 'pair' }>;

/** The first deal whose opening offers a move that passes `test`, and that move. */
const openingWith = <M extends Move>(def: VariantDefinition, test: (m: Move, s: GameState) => m is M) => {
  for (let deal = 1; deal < 400; deal++) {
    const g = startGame(def, deal);
    if (!g.ok) continue;
    const s = currentState(g.value);
    const move = legalMoves(rulesOf(def), s).find((m): m is M => test(m, s));
    if (move) return { deal, move };
  }
  throw new Error(`no deal of ${def.id} fits`);
};
const tableauPair = (m: Move): m is Pair =>
  m.kind === 'pair' && m.first.zone === 'tableau' && m.second.zone === 'tableau';
const tableauKing = (m: Move, s: GameState): m is Extract<Move, { kind: 'discard' }> =>
  m.kind === 'discard' && m.from.zone === 'tableau' && rankOf(s.tableau[m.from.index]!.at(-1)!.card) === 13;

const mountDeal = async (def: VariantDefinition, deal: number) => {
  stubMotion();
  const session = createSession('en', env);
  session.startChosen(def, {}, deal);
  await mountPage(session);
  return session;
};
const topOfSpot = (s: GameState, i: number) => s.tableau[i]!.at(-1)!.card;
const removed = (s: GameState) => s.foundations[0]!.map((c) => c.card);
const toast = () => document.querySelector('[data-toast]')!.textContent!.trim();

beforeEach(() => localStorage.clear());
afterEach(unmountPage);

describe('a Pyramid deal on the table', () => {
  it('Q1: draws the 28 cards with the bottom row marked free, in the look and in the names', async () => {
    const session = await mountDeal(pyramid, 1);
    const s = session.state.value;
    expect(document.querySelectorAll('.card[data-pile^="tableau-"]')).toHaveLength(28);
    const free = [...document.querySelectorAll('.card.free')].map((el) => Number(el.getAttribute('data-card')));
    expect(free.sort()).toEqual([21, 22, 23, 24, 25, 26, 27].map((i) => topOfSpot(s, i)).sort());
    expect(cardEl(topOfSpot(s, 21)).getAttribute('aria-label')).toBe(
      `${cardLabel(topOfSpot(s, 21), 'en')}, face up, free`,
    );
    expect(cardEl(topOfSpot(s, 0)).classList.contains('covered')).toBe(true);
    // The removed pile, always in view, starts from no rank.
    expect(document.querySelector('.slot.foundation .slot-mark')!.textContent!.trim()).toBe('');
  });

  it('Q2: removes a pair totalling 13 by two clicks, and says why another pair may not go', async () => {
    const { deal, move } = openingWith(pyramid, tableauPair);
    const session = await mountDeal(pyramid, deal);
    const [a, b] = [
      topOfSpot(session.state.value, move.first.index),
      topOfSpot(session.state.value, move.second.index),
    ];
    const other = [21, 22, 23, 24, 25, 26, 27]
      .map((i) => topOfSpot(session.state.value, i))
      .find((c) => c !== a && c !== b && rankOf(c) + rankOf(a) !== 13 && rankOf(c) !== 13)!;
    await tapEl(cardEl(a));
    expect(cardEl(a).classList.contains('held')).toBe(true);
    // Its partners light up, the card that totals 13 with it among them.
    expect(document.querySelector(`[data-slot="tableau-${move.second.index}"]`)!.classList.contains('target')).toBe(
      true,
    );
    await tapEl(cardEl(other));
    expect(toast()).toBe(refusalText('ERR_PAIR_TOTAL', 'en'));
    expect(removed(session.state.value)).toEqual([]);
    await tapEl(cardEl(a));
    await tapEl(cardEl(b));
    expect(removed(session.state.value)).toEqual([a, b]);
  });

  it('Q2: removes a pair by dragging one card onto the other, and by keys', async () => {
    const { deal, move } = openingWith(pyramid, tableauPair);
    const session = await mountDeal(pyramid, deal);
    const [a, b] = [
      topOfSpot(session.state.value, move.first.index),
      topOfSpot(session.state.value, move.second.index),
    ];
    await dragEl(cardEl(b), cardEl(a));
    expect(removed(session.state.value).sort()).toEqual([a, b].sort());
    session.send({ type: 'undo' });
    await tapEl(document.body);
    (cardEl(a) as HTMLElement).focus();
    await key('Enter');
    (cardEl(b) as HTMLElement).focus();
    await key('Enter');
    expect(removed(session.state.value)).toEqual([a, b]);
  });

  it('Q2: a King leaves on one click', async () => {
    const { deal, move } = openingWith(pyramid, tableauKing);
    const session = await mountDeal(pyramid, deal);
    const king = topOfSpot(session.state.value, move.from.index);
    await tapEl(cardEl(king));
    expect(removed(session.state.value)).toEqual([king]);
  });

  it('Q2: a covered card is refused with its reason', async () => {
    const session = await mountDeal(pyramid, 1);
    await tapEl(cardEl(topOfSpot(session.state.value, 0)));
    expect(toast()).toBe(refusalText('ERR_CARD_COVERED', 'en'));
  });
});

describe('a TriPeaks deal on the table', () => {
  it('Q5: draws three peaks, 18 cards face down and the bottom ten face up and free, no waste', async () => {
    const session = await mountDeal(triPeaks, 1);
    expect(document.querySelectorAll('.card[data-pile^="tableau-"]')).toHaveLength(28);
    expect(document.querySelectorAll('.card.up[data-pile^="tableau-"]')).toHaveLength(10);
    expect(document.querySelectorAll('.card.free')).toHaveLength(10);
    expect(document.querySelectorAll('.slot.waste')).toHaveLength(0);
    // A click on the stock turns its top card onto the foundation.
    const before = session.state.value.foundations[0]!.length;
    await tapEl(document.querySelector('[data-slot="stock-0"]')!);
    expect(session.state.value.foundations[0]).toHaveLength(before + 1);
  });
});
