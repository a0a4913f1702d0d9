// The random-play property suite: a short run in the fast tier, 3,000 moves per variant in the slow tier.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type Game,
  type GameState,
  type Move,
  type Options,
  type PileRef,
  type Rules,
  applyMove,
  cardsInPlay,
  currentState,
  deckCards,
  legalMoves,
  loadGame,
  moveRefusal,
  nextUint32,
  play,
  recordedMoves,
  redo,
  serializeGame,
  startGame,
  statesEqual,
  undo,
  withCursor,
  zones,
  type VariantDefinition,
} from '@solitaire/engine';
import { findVariant, unregistered } from './registry.js';

/** A registered or not-yet-registered game by id, for loading the saves these suites make. */
export const findAny = (id: string): VariantDefinition | undefined =>
  findVariant(id) ?? unregistered.find((v) => v.id === id);

const optionsTitle = (options: Options): string => (Object.keys(options).length ? ` ${JSON.stringify(options)}` : '');

/** How much random play a suite does per variant: `runs` games of `movesPerRun` moves each. */
export interface RandomPlayBudget {
  readonly runs: number;
  readonly movesPerRun: number;
}

// A cheap identity for a move: the brute-force check below builds thousands of keys per position, and
// JSON.stringify spent most of the suite's time there.
// A pair is the same move whichever card is named first.
const refKey = (r: PileRef): string => `${r.zone}${r.index}`;
const key = (m: Move): string => {
  if (m.kind === 'move') return `${refKey(m.from)}>${refKey(m.to)}x${m.count}`;
  if (m.kind === 'discard') return `discard ${refKey(m.from)}`;
  if (m.kind === 'pair') return `pair ${[refKey(m.first), refKey(m.second)].sort().join(' ')}`;
  return m.kind;
};

/** Every move that could be asked for in this position, legal or not: all piles to all piles, all counts. */
const everyCandidate = (state: GameState): Move[] => {
  const refs: PileRef[] = [];
  for (const zone of zones) {
    const n = zone === 'tableau' ? state.tableau.length : zone === 'foundation' ? state.foundations.length : 1;
    for (let index = 0; index < n; index++) refs.push({ zone, index });
  }
  const out: Move[] = [{ kind: 'draw' }, { kind: 'redeal' }];
  for (const from of refs) {
    const size = from.zone === 'tableau' ? state.tableau[from.index]!.length : 1;
    for (let count = 1; count <= Math.max(1, size); count++)
      for (const to of refs) out.push({ kind: 'move', from, to, count });
    // Discards and pairs from every pile, so that the rules' own moves are checked against the list too.
    out.push({ kind: 'discard', from });
    for (const second of refs) out.push({ kind: 'pair', first: from, second });
  }
  return out;
};

const checkPosition = (rules: Rules, state: GameState) => {
  const cards = cardsInPlay(state).sort((a, b) => a - b);
  expect(cards).toEqual(deckCards(rules));
  const listed = legalMoves(rules, state);
  const listedKeys = new Set(listed.map(key));
  expect(listedKeys.size).toBe(listed.length);
  const unplayable = listed.filter((m) => !applyMove(rules, state, m).ok);
  expect(unplayable).toEqual([]);
  // Comparing in bulk keeps this fast: thousands of candidates per position.
  const unlisted = everyCandidate(state).filter(
    (m) => (moveRefusal(rules, state, m) === null) !== listedKeys.has(key(m)),
  );
  expect(unlisted).toEqual([]);
};

/** Checks replay, and save and load, on a finished stretch of play. */
const checkHistory = (def: VariantDefinition, game: Game) => {
  const started = startGame(def, game.deal, game.rules.chosen);
  if (!started.ok) throw new Error(started.error);
  let replay = started.value;
  for (const m of recordedMoves(game)) {
    const r = play(replay, m);
    if (!r.ok) throw new Error(`replay refused: ${r.error}`);
    replay = r.value;
  }
  expect(currentState(replay)).toEqual(currentState(game));
  const half = withCursor(game, Math.floor(game.cursor / 2));
  const loaded = loadGame(serializeGame(half, 1234), findAny);
  if (!loaded.ok) throw new Error(`${loaded.error} ${loaded.detail}`);
  expect(loaded.value.game.cursor).toBe(half.cursor);
  expect(recordedMoves(loaded.value.game)).toEqual(recordedMoves(half));
  expect(currentState(loaded.value.game)).toEqual(currentState(half));
  expect(loaded.value.elapsedMs).toBe(1234);
};

/** Registers the random-play property test for each of the given variants, played with `options` (none: defaults). */
export const randomPlaySuite = (
  defs: readonly VariantDefinition[],
  { runs: RUNS, movesPerRun: MOVES_PER_RUN }: RandomPlayBudget,
  options: Options = {},
) =>
  describe.each(defs.map((v) => [`${v.id}${optionsTitle(options)}`, v] as const))('%s random play', (id, def) => {
    it(`keeps every invariant over ${RUNS * MOVES_PER_RUN} random moves`, () => {
      let total = 0;
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 0xfffffff0 }),
          fc.integer({ min: 0, max: 0xffffffff }),
          (firstDeal, seed) => {
            let deal = firstDeal;
            const fresh = () => {
              const started = startGame(def, deal, options);
              if (!started.ok) throw new Error(started.error);
              return started.value;
            };
            let game: Game = fresh();
            let rng = seed >>> 0;
            // Exactly MOVES_PER_RUN moves: a game with no move left is checked and followed by the next deal.
            for (let step = 0; step < MOVES_PER_RUN; step++) {
              const before = currentState(game);
              checkPosition(game.rules, before);
              const moves = legalMoves(game.rules, before);
              if (moves.length === 0) {
                checkHistory(def, game);
                deal++;
                game = fresh();
                step--;
                continue;
              }
              const [u, next] = nextUint32(rng);
              rng = next;
              const played = play(game, moves[u % moves.length]!);
              if (!played.ok) throw new Error(played.error);
              // Undo gives back exactly the prior position; redo gives back the move.
              const undone = undo(played.value);
              expect(statesEqual(currentState(undone), before)).toBe(true);
              expect(statesEqual(currentState(redo(undone)), currentState(played.value))).toBe(true);
              game = played.value;
              total++;
            }
            checkHistory(def, game);
          },
        ),
        { numRuns: RUNS, seed: 20261129 + id.length },
      );
      expect(total).toBe(RUNS * MOVES_PER_RUN);
    });
  });
