import {
  type GameState,
  type Move,
  type PileRef,
  type Rules,
  applyMove,
  isWon,
  pileAt,
  positionKey,
} from '@solitaire/engine';

type CardMove = Extract<Move, { kind: 'move' }>;

/** The card at the base of the unit a move picks up, or null for stock actions. */
const baseCard = (state: GameState, m: Move): number | null => {
  if (m.kind !== 'move') return null;
  const pile = pileAt(state, m.from);
  return pile?.[pile.length - m.count]?.card ?? null;
};

const samePlace = (a: PileRef, b: PileRef): boolean => a.zone === b.zone && a.index === b.index;

/**
 * Whether move `j` (played in `after`) takes back move `i` (played in `before`): the same unit leaves the place move
 * `i` put it in, for the kind of place it came from (a card sent to a foundation and brought down again, a unit
 * moved to a pile and moved back). Players read such a pair in a line as a loop.
 */
export const takesBack = (before: GameState, i: Move, after: GameState, j: Move): boolean =>
  i.kind === 'move' &&
  j.kind === 'move' &&
  i.count === j.count &&
  samePlace(j.from, i.to) &&
  j.to.zone === i.from.zone &&
  baseCard(before, i) !== null &&
  baseCard(before, i) === baseCard(after, j);

interface Budget {
  steps: number;
}

/** The positions of a line from `start`, or null when a move is refused or the last position is not won. */
const replayToWin = (rules: Rules, start: GameState, moves: readonly Move[], budget: Budget): GameState[] | null => {
  const states = [start];
  let s = start;
  for (const m of moves) {
    budget.steps--;
    const r = applyMove(rules, s, m);
    if (!r.ok) return null;
    s = r.value;
    states.push(s);
  }
  return isWon(rules, s) ? states : null;
};

/** The line with every stretch that comes back to a position it already passed through cut out. */
const cutCycles = (states: readonly GameState[], moves: readonly Move[]): Move[] => {
  const firstSeen = new Map<string, number>();
  const kept: Move[] = [];
  const keptAt: number[] = [];
  for (let k = 0; k < states.length; k++) {
    const key = positionKey(states[k]!);
    const seen = firstSeen.get(key);
    if (seen !== undefined) kept.length = keptAt[seen]!;
    else firstSeen.set(key, k);
    keptAt[k] = kept.length;
    if (k < moves.length) kept.push(moves[k]!);
  }
  return kept;
};

/**
 * The earlier moves of the unit that move `j` moves, newest first: each one put that unit where the next one (or
 * move `j`) takes it from, with the card untouched in between. These moves form the unit's trip up to move `j`.
 */
const tripBefore = (states: readonly GameState[], line: readonly Move[], j: number): number[] => {
  const m = line[j]!;
  if (m.kind !== 'move') return [];
  const card = baseCard(states[j]!, m);
  const trip: number[] = [];
  let from = m.from;
  for (let k = j - 1; k >= 0; k--) {
    const p = line[k]!;
    if (p.kind !== 'move' || baseCard(states[k]!, p) !== card) continue;
    if (p.count !== m.count || !samePlace(p.to, from)) break;
    trip.push(k);
    from = p.from;
  }
  return trip;
};

/** How many move applications `shortenLine` may spend, so that a long line costs a bounded time on any machine. */
const SHORTEN_STEPS = 400_000;

/**
 * A winning line without its detours. Stretches that come back to a position already passed are cut; then, for each
 * unit's trip over several moves (from move `i` to move `j`), the line is tried without the trip (the unit stays
 * where it was), then with the trip made in one move at `i`, then in one move at `j`; the first that still wins is
 * kept. So no move is taken back later (`takesBack`) when the line can win without it. Every line returned is
 * replayed through the engine to a win; `moves` that do not win from `start` come back unchanged. Bounded by `steps`
 * move applications (deterministic, the same on every machine).
 */
export const shortenLine = (
  rules: Rules,
  start: GameState,
  moves: readonly Move[],
  steps = SHORTEN_STEPS,
): readonly Move[] => {
  const budget: Budget = { steps };
  const first = replayToWin(rules, start, moves, budget);
  if (!first) return moves;
  const cut = cutCycles(first, moves);
  const cutStates = replayToWin(rules, start, cut, budget);
  let line: readonly Move[] = cutStates ? cut : moves;
  let states = cutStates ?? first;
  for (let j = 1; j < line.length && budget.steps > 0; j++) {
    const mj = line[j];
    if (mj?.kind !== 'move') continue;
    const trip = tripBefore(states, line, j);
    for (const i of trip) {
      if (budget.steps <= 0) break;
      const mi = line[i] as CardMove;
      const direct: CardMove = { kind: 'move', from: mi.from, to: mj.to, count: mj.count };
      const between = line.slice(i + 1, j).filter((_, k) => !trip.includes(i + 1 + k));
      const options: Move[][] = [between];
      if (!samePlace(direct.from, direct.to)) options.push([direct, ...between], [...between, direct]);
      let done = false;
      for (const middle of options) {
        const tail = [...middle, ...line.slice(j + 1)];
        const replayed = replayToWin(rules, states[i]!, tail, budget);
        if (!replayed) continue;
        const candidate = cutCycles([...states.slice(0, i), ...replayed], [...line.slice(0, i), ...tail]);
        const again = replayToWin(rules, start, candidate, budget);
        if (!again) continue;
        const changedAt = firstDifference(line, candidate);
        line = candidate;
        states = again;
        // Trips that end before the first changed move are as they were; later ones may now be shorter.
        j = Math.max(0, changedAt) - 1;
        done = true;
        break;
      }
      if (done) break;
    }
  }
  return line;
};

const sameMove = (a: Move, b: Move): boolean =>
  a.kind === b.kind &&
  (a.kind !== 'move' ||
    (b.kind === 'move' && a.count === b.count && samePlace(a.from, b.from) && samePlace(a.to, b.to)));

const firstDifference = (a: readonly Move[], b: readonly Move[]): number => {
  let k = 0;
  while (k < a.length && k < b.length && sameMove(a[k]!, b[k]!)) k++;
  return k;
};
