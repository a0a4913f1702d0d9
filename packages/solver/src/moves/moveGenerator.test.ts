import { describe, expect, it } from 'vitest';
import {
  applyMove,
  type GameState,
  type Layout,
  type Move,
  newDeal,
  nextUint32,
  playUnchecked,
  type Rules,
  unitRefusal,
  type VariantDefinition,
} from '@solitaire/engine';
import {
  canfield,
  eightOff,
  fortyThieves,
  freeCell,
  russianSolitaire,
  scorpion,
  seahavenTowers,
  spider,
  spiderette,
  willOTheWisp,
  yukon,
} from '@solitaire/variants';
import { at, baseDef, move, rulesFor } from '@solitaire/engine/testing';
import {
  MOVE_TABLEAU_TO_CELL,
  MOVE_TABLEAU_TO_FOUNDATION,
  MOVE_TABLEAU_TO_TABLEAU,
  MOVE_WASTE_TO_TABLEAU,
  moveCount,
  moveFrom,
  moveKind,
  moveTo,
  packMove,
} from '../board/packedMove.js';
import { SolverBoard } from '../board/solverBoard.js';
import { cardOf } from '../board/tableauByte.js';
import { MoveGenerator } from './moveGenerator.js';
import { exhaustive, fansOfThree, wholeDealDefs } from '../testing.js';

const fans = fansOfThree;

/** The tableau moves `generate` lists, in its order, as [from, to]. */
const tableauMoves = (def: VariantDefinition, tableau: string[][] | Layout): [number, number][] => {
  const rules = rulesFor(def);
  const gen = new MoveGenerator(new SolverBoard(rules, at(rules, Array.isArray(tableau) ? { tableau } : tableau)));
  const buf = new Int32Array(gen.maxMoves + 8);
  const end = gen.generate(buf, 0);
  return [...buf.subarray(0, end)]
    .filter((m) => moveKind(m) === MOVE_TABLEAU_TO_TABLEAU)
    .map((m) => [moveFrom(m), moveTo(m)]);
};

describe('MoveGenerator order', () => {
  it('puts a card on a card that need not go up before it ahead of one it would block', () => {
    // The 5 of hearts may go on the 4 of hearts, which must reach its foundation first, or on the 6 of spades.
    expect(tableauMoves(fans, [['9C', '5H'], ['4H'], ['6S'], ['KD']]).slice(0, 2)).toEqual([
      [0, 2],
      [0, 1],
    ]);
  });

  it('prefers taking a card off a card it blocks', () => {
    // The Queen of clubs lies on the Jack of clubs; the 3 of diamonds on the 4 of spades blocks nothing, and
    // uncovering a low card would otherwise come first.
    const moves = tableauMoves(fans, [['4S', '3D'], ['JC', 'QC'], ['4H'], ['KH']]);
    expect(moves.findIndex(([from]) => from === 1)).toBeLessThan(moves.findIndex(([from]) => from === 0));
  });

  // Where passes through the stock are limited (the base: draw one, one redeal), each card drawn covers the
  // waste top before it, and may be needed later.
  it('lists waste moves that draw cards after every other move, only where passes are limited', () => {
    const order = (def: VariantDefinition) => {
      const rules = rulesFor(def);
      // The 5 of clubs may leave the King of hearts for the 6 of diamonds (a low-scored move); the 8 of hearts,
      // drawn first, may go on the 9 of spades.
      const gen = new MoveGenerator(
        new SolverBoard(rules, at(rules, { tableau: [['KH', '5C'], ['6D'], ['9S'], ['4C']], stock: ['2D', '8H'] })),
      );
      const buf = new Int32Array(gen.maxMoves + 8);
      const kinds = [...buf.subarray(0, gen.generate(buf, 0))].map(moveKind);
      return [kinds.indexOf(MOVE_TABLEAU_TO_TABLEAU), kinds.indexOf(MOVE_WASTE_TO_TABLEAU)] as const;
    };
    const [tableau, waste] = order(baseDef);
    expect(tableau).toBeGreaterThanOrEqual(0);
    expect(waste).toBeGreaterThan(tableau);
    const [unlimitedTableau, unlimitedWaste] = order({ ...baseDef, redeal: { kind: 'turnWaste', limit: 'unlimited' } });
    expect(unlimitedWaste).toBeLessThan(unlimitedTableau);
  });

  // Fans built down in suit, top cards only: a card's one parent is the only place it can go but a foundation.
  it('does not list a move that lays a card for good on a card that must go up before it', () => {
    const inSuit: VariantDefinition = {
      ...fans,
      tableau: {
        ...fans.tableau,
        build: { direction: 'down', suit: 'sameSuit', wrap: false },
        capacity: null,
        whenEmpty: 'kingOnly',
      },
    };
    // The 4 of hearts may go on the 5 of hearts, over the 3 of hearts: the 3 could then never go up. (The 5 may
    // go on the 6 instead, and the position is won.)
    const layout = { tableau: [['3H', '5H'], ['4H'], ['6H'], ['2C']], foundations: [['AH', '2H'], ['AC'], [], []] };
    expect(tableauMoves(inSuit, layout)).not.toContainEqual([1, 0]);
    const rules = rulesFor(inSuit);
    expect(exhaustive(rules, at(rules, layout))).toBe(true);
    expect(exhaustive(rules, playUnchecked(rules, at(rules, layout), move('t1', 't0')))).toBe(false);
    // Over the 3 of clubs instead, it may.
    expect(tableauMoves(inSuit, { ...layout, tableau: [['3C', '5H'], ['4H'], ['6H'], ['2C']] })).toContainEqual([1, 0]);
  });
});

/**
 * Plays random lines of deals 1-4 (60 moves each) through `generate`, expecting the engine to allow every engine
 * move of every move listed; returns how many of those moves `counted` picks (it sees each with the state before it).
 */
const countAllowedMoves = (rules: Rules, counted: (move: Move, state: GameState) => boolean): number => {
  let count = 0;
  for (let deal = 1; deal <= 4; deal++) {
    const board = new SolverBoard(rules, newDeal(rules, deal));
    const gen = new MoveGenerator(board);
    const buf = new Int32Array(gen.maxMoves + 8);
    let rng = deal;
    for (let step = 0; step < 60; step++) {
      const moves = [...buf.subarray(0, gen.generate(buf, 0))];
      if (moves.length === 0) break;
      const state = board.toState();
      for (const m of moves) {
        let s = state;
        for (const move of board.engineMoves(m)) {
          if (counted(move, s)) count++;
          const next = applyMove(rules, s, move);
          expect(next.ok, JSON.stringify(move)).toBe(true);
          if (next.ok) s = next.value;
        }
      }
      const [u, next] = nextUint32(rng);
      rng = next;
      board.apply(moves[u % moves.length]!);
    }
    board.release();
  }
  return count;
};

/** The moves `generate` lists in a laid-out position, in its order. */
const generated = (rules: Rules, layout: Layout): number[] => {
  const gen = new MoveGenerator(new SolverBoard(rules, at(rules, layout)));
  const buf = new Int32Array(gen.maxMoves + 8);
  return [...buf.subarray(0, gen.generate(buf, 0))];
};

/** The tableau moves from pile 0 among `moves`, as [to, count], sorted. */
const fromFirst = (moves: readonly number[]): number[][] =>
  moves
    .filter((m) => moveKind(m) === MOVE_TABLEAU_TO_TABLEAU && moveFrom(m) === 0)
    .map((m) => [moveTo(m), moveCount(m)])
    .sort();

describe('MoveGenerator unordered', () => {
  // The search stops ordering a long proof (`ORDER_UNTIL`), which is sound only if the order is all that changes.
  it.each(wholeDealDefs)('lists the same moves, only in another order, along random lines (%s)', (_, def) => {
    const rules = rulesFor(def);
    let differ = 0,
      compared = 0;
    for (let deal = 1; deal <= 6; deal++) {
      const board = new SolverBoard(rules, newDeal(rules, deal));
      const gen = new MoveGenerator(board);
      const buf = new Int32Array(gen.maxMoves * 2 + 8);
      let seed = deal;
      for (let step = 0; step < 60; step++) {
        gen.ordered = true;
        const end = gen.generate(buf, 0),
          ordered = [...buf.subarray(0, end)];
        gen.ordered = false;
        const plain = [...buf.subarray(0, gen.generate(buf, 0))];
        expect([...plain].sort((x, y) => x - y)).toEqual([...ordered].sort((x, y) => x - y));
        compared++;
        if (plain.some((m, i) => m !== ordered[i])) differ++;
        if (end === 0) break;
        seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
        board.apply(ordered[seed % end]!);
      }
    }
    // Else the check above would pass for want of any ordering to undo.
    expect(differ).toBeGreaterThan(compared / 10);
  });
});

describe('MoveGenerator splits of a run', () => {
  // Spiderette: the hearts 8-7-6 hold as a run; the 6 alone would go on the 7 of spades, making a break.
  const rules = rulesFor(spiderette);
  const state = at(rules, { tableau: [['#2C', '8H', '7H', '6H'], ['7S'], ['9C'], [], ['KD'], ['QS'], ['5C']] });
  const listed = (noSplits: boolean) => {
    const gen = new MoveGenerator(new SolverBoard(rules, state));
    gen.noSplits = noSplits;
    const buf = new Int32Array(gen.maxMoves + 8);
    const end = gen.generate(buf, 0);
    const moves = [...buf.subarray(0, end)]
      .filter((m) => moveKind(m) === MOVE_TABLEAU_TO_TABLEAU && moveFrom(m) === 0)
      .map((m) => [moveTo(m), moveCount(m)]);
    return { moves, leftOut: gen.splitsLeftOut };
  };

  it('leaves out only the part of a run laid where it makes a break, and counts it', () => {
    const all = listed(false),
      kept = listed(true);
    expect(all.moves).toContainEqual([1, 1]);
    expect(all.leftOut).toBe(0);
    expect(kept.moves).not.toContainEqual([1, 1]);
    expect(kept.leftOut).toBe(1);
    // The whole run onto the 9, and parts of it into the empty pile, stay.
    expect(kept.moves).toEqual(all.moves.filter(([to, count]) => !(to === 1 && count === 1)));
    expect(kept.moves).toContainEqual([2, 3]);
    expect(kept.moves).toContainEqual([3, 1]);
  });
});

describe('MoveGenerator target piles', () => {
  /** Plays random lines of `def`, comparing the moves listed through the open piles' bits and through the parents. */
  const compareLookups = (def: VariantDefinition, deals: number, steps: number) => {
    const rules = rulesFor(def);
    let moves = 0,
      withEmptyPile = 0;
    for (let deal = 1; deal <= deals; deal++) {
      const board = new SolverBoard(rules, newDeal(rules, deal));
      const open = new MoveGenerator(board),
        parents = new MoveGenerator(board, { openPiles: false });
      const buf = new Int32Array(open.maxMoves * 2 + 8);
      let seed = deal;
      for (let step = 0; step < steps; step++) {
        const byParents = [...buf.subarray(0, parents.generate(buf, 0))];
        const end = open.generate(buf, 0);
        expect([...buf.subarray(0, end)]).toEqual(byParents);
        moves += end;
        if (board.pileLength.includes(0)) withEmptyPile++;
        if (end === 0) break;
        seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
        // Half the time the move listed first (the generator's best), so that lines go on and empty piles.
        board.apply(buf[seed % 2 === 0 ? 0 : (seed >>> 1) % end]!);
      }
    }
    return { moves, withEmptyPile };
  };

  // `generate` reads a unit's target piles off bits noted once per position (the piles whose top takes each card,
  // the empty piles) instead of looking where each card it may lie on is.
  it.each(wholeDealDefs)(
    'lists the same moves in the same order through the piles with room as through the parents (%s)',
    (_, def) => {
      expect(compareLookups(def, 6, 80).moves).toBeGreaterThan(100);
    },
  );

  // Real games of every family: rows dealt (piles not interchangeable, so every empty pile is listed), two decks,
  // groups, cells, a waste, a reserve. Random lines empty a pile in some of them (Canfield refills its piles at once).
  const games: [VariantDefinition, boolean][] = [
    [spiderette, true],
    [willOTheWisp, true],
    [scorpion, true],
    [yukon, true],
    [freeCell, true],
    [spider, false],
    [fortyThieves, false],
    [canfield, false],
  ];
  it.each(games.map(([d, empties]) => [d.id, d, empties] as const))(
    'lists the same moves in the same order either way in %s',
    (_, def, empties) => {
      const { moves, withEmptyPile } = compareLookups(def, 8, 300);
      expect(moves).toBeGreaterThan(400);
      if (empties) expect(withEmptyPile).toBeGreaterThan(0);
    },
  );
});

describe('MoveGenerator safe foundation moves', () => {
  it('answers anew once the foundations change, though it keeps its answers between changes', () => {
    const rules = rulesFor(baseDef);
    // The 3 of hearts is safe once both black twos could follow it up: the Ace of spades is still in the tableau.
    const b = new SolverBoard(
      rules,
      at(rules, { tableau: [['3H'], ['AS'], ['KC', '2S'], ['KD', '2C']], foundations: [['AH', '2H'], ['AC'], [], []] }),
    );
    const gen = new MoveGenerator(b);
    const threeOfHearts = cardOf(b.tableau[0]!);
    expect(gen.isSafe(threeOfHearts)).toBe(false);
    b.apply(packMove(MOVE_TABLEAU_TO_FOUNDATION, 1, 2));
    expect(gen.isSafe(threeOfHearts)).toBe(true);
    b.undo();
    expect(gen.isSafe(threeOfHearts)).toBe(false);
  });
});

describe('MoveGenerator with free cells and carried runs', () => {
  // One free cell and one empty pile: a run of (1 + 1) × 2 = 4 may go onto a card, only (1 + 1) × 1 = 2 into the
  // empty pile (which then no longer carries it).
  it('moves carried runs up to the limit as single moves, to one empty pile and one empty cell', () => {
    const rules = rulesFor(freeCell);
    const layout = {
      tableau: [['KC', '8S', '7H', '6C', '5D'], ['9H'], [], ['KD'], ['KH'], ['KS'], ['QC'], ['JD']],
      cells: ['2C', '3C', null, '4C'],
    };
    const moves = generated(rules, layout);
    expect(fromFirst(moves)).toEqual([
      [1, 4],
      [2, 1],
      [2, 2],
    ]);
    // Every top may go into a cell, and always the same one: empty cells are interchangeable.
    const toCells = moves.filter((m) => moveKind(m) === MOVE_TABLEAU_TO_CELL);
    expect(toCells.map(moveTo)).toEqual([2, 2, 2, 2, 2, 2, 2]);
  });

  // One empty cell and no empty pile, so a dig reaches the card under each top: 9D onto TS, AS up, the cell's 8H onto
  // 9C, 6H onto 7S. Under the other tops lie cards nothing takes (2H, QH, 5S) or none (KD alone).
  it('puts a top into a cell only as a step of a dig, where told to dig', () => {
    const rules = rulesFor(freeCell);
    const layout = {
      tableau: [
        ['KC', '9D', '3D'],
        ['2H', 'TS'],
        ['QH', '4C'],
        ['8C', 'AS', '6C'],
        ['JS', '9C', '7D'],
        ['KD'],
        ['5S', '7S'],
        ['6H', 'KH'],
      ],
      cells: ['8H', 'QS', 'JH', null],
    };
    const gen = new MoveGenerator(new SolverBoard(rules, at(rules, layout)));
    const buf = new Int32Array(gen.maxMoves + 8);
    const toCells = (): number[] =>
      [...buf.subarray(0, gen.generate(buf, 0))]
        .filter((m) => moveKind(m) === MOVE_TABLEAU_TO_CELL)
        .map(moveFrom)
        .sort((a, b) => a - b);
    expect(toCells()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    gen.dig = true;
    expect(toCells()).toEqual([0, 3, 4, 7]);
  });

  it.each([freeCell, eightOff, seahavenTowers].map((d) => [d.id, d] as const))(
    'lists only moves the engine allows, so no run past its carry limit (%s)',
    (_, def) => {
      // The engine refuses a run past its carry limit (ERR_RUN_TOO_LONG).
      const runs = countAllowedMoves(rulesFor(def), (move) => move.kind === 'move' && move.count > 1);
      expect(runs).toBeGreaterThan(0);
    },
  );
});

describe('MoveGenerator with face-up groups', () => {
  // Yukon's unit: any face-up card with every card on it, in sequence or not; only the base must fit the target.
  it('moves every face-up group whose base fits a top, and only King-based groups into one empty pile', () => {
    const rules = rulesFor(yukon);
    const layout = {
      tableau: [['#2C', '5D', '9C', 'KH'], ['6S'], [], [], ['QC'], ['TH'], ['8D']],
    };
    // 5D (with 9C, KH) onto 6S; 9C (with KH) onto TH; KH alone into the first empty pile; none onto QC or 8D.
    expect(fromFirst(generated(rules, layout))).toEqual([
      [1, 3],
      [2, 1],
      [5, 2],
    ]);
  });

  const fromTo = (moves: readonly number[]): number[][] =>
    moves.filter((m) => moveKind(m) === MOVE_TABLEAU_TO_TABLEAU).map((m) => [moveFrom(m), moveTo(m)]);

  it('leaves out, for probes, a group that only leaves a card it builds on, unless that card goes up', () => {
    const rules = rulesFor(yukon);
    const listed = (layout: Layout): number[][] => {
      const gen = new MoveGenerator(new SolverBoard(rules, at(rules, layout)));
      gen.noSideways = true;
      const buf = new Int32Array(gen.maxMoves + 8);
      return fromTo([...buf.subarray(0, gen.generate(buf, 0))]);
    };
    // The 3 of spades lies on the 4 of diamonds, which it builds on; the 3 of clubs on the King of diamonds, which
    // it does not. Both may go onto the 4 of hearts; the King's group goes into an empty pile.
    expect(listed({ tableau: [['#9C', '4D', '3S'], ['#8C', 'KD', '3C'], ['4H'], ['7S']] })).toEqual([
      [1, 4],
      [1, 2],
    ]);
    // The Ace of diamonds that the 2 of spades leaves goes up at once: the move stays.
    expect(listed({ tableau: [['#9C', 'AD', '2S'], ['3H']] })).toEqual([[0, 1]]);
  });

  it.each([yukon, russianSolitaire].map((d) => [d.id, d] as const))(
    'lists only moves the engine allows, groups out of sequence among them (%s)',
    (_, def) => {
      const rules = rulesFor(def);
      // The same rules with runs: a group they refuse is out of sequence.
      const runs = { ...rules, tableau: { ...rules.tableau, moveUnit: 'faceUpRun' as const } };
      const outOfSequence = countAllowedMoves(
        rules,
        (move, state) =>
          move.kind === 'move' &&
          move.from.zone === 'tableau' &&
          unitRefusal(runs, state.tableau[move.from.index]!, move.count) !== null,
      );
      expect(outOfSequence).toBeGreaterThan(0);
    },
  );
});

describe('MoveGenerator with whole piles and refills', () => {
  // Canfield's unit: the top card alone or the whole pile when it is a build; the engine refuses the counts between
  // (ERR_WHOLE_PILE_ONLY), and refills an emptied pile from the reserve within the move.
  it.each([3, 1])('lists only moves the engine allows, whole piles among them (Canfield, drawing %i)', (draw) => {
    const wholePiles = countAllowedMoves(
      rulesFor(canfield, { draw }),
      (move, state) =>
        move.kind === 'move' &&
        move.from.zone === 'tableau' &&
        move.count > 1 &&
        move.count === state.tableau[move.from.index]!.length,
    );
    expect(wholePiles).toBeGreaterThan(0);
  });
});
