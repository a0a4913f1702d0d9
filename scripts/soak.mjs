#!/usr/bin/env node
// Soak run (not a test, not in CI): random play far beyond the test suites, every invariant checked.
//   node scripts/soak.mjs [--moves N] [--actions N]   (defaults: 1,000,000 engine moves per game, 100,000 session
// actions)
// 1. Engine: N random legal moves per game through the immutable API; after each move every card is in play once,
//    the move's undo gives back the position, and replaying the deal and its moves reproduces it at each new deal.
// 2. Play layer: random session actions (moves, stock, undo, redo, hints, new games, restarts, confirmations) with
//    no solver answers; every card is accounted for, and nothing throws.
// Needs the packages built (pnpm build).
import {
  applyMove,
  cardsInPlay,
  currentState,
  fullDeck,
  legalMoves,
  movesSoFar,
  nextUint32,
  play,
  startGame,
  statesEqual,
  undo,
} from '../packages/engine/dist/index.js';
import { newPlaySession, quietPlaySettings, updatePlay } from '../packages/play/dist/index.js';
import { variants } from '../packages/variants/dist/index.js';

const flag = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const MOVES = flag('--moves', 1_000_000);
const ACTIONS = flag('--actions', 100_000);

const fail = (what) => {
  console.error(`soak: ${what}`);
  process.exit(1);
};
const sameCards = (rules, state) => {
  const cards = cardsInPlay(state).sort((a, b) => a - b);
  const want = fullDeck(rules.decks);
  return cards.length === want.length && cards.every((c, i) => c === want[i]);
};

let rng = 0x50a4;
const rand = (n) => {
  const [u, next] = nextUint32(rng);
  rng = next;
  return u % n;
};

console.log(`engine: ${MOVES.toLocaleString('en')} random moves per game`);
for (const def of variants) {
  const t0 = performance.now();
  let deal = 1,
    games = 1,
    moves = 0;
  const fresh = () => {
    const g = startGame(def, deal);
    if (!g.ok) fail(`${def.id} deal ${deal}: ${g.error}`);
    return g.value;
  };
  let game = fresh();
  const replayCheck = () => {
    let r = fresh();
    for (const m of movesSoFar(game)) {
      const p = play(r, m, m.auto);
      if (!p.ok) fail(`${def.id} deal ${deal}: replay refused ${p.error}`);
      r = p.value;
    }
    if (!statesEqual(currentState(r), currentState(game))) fail(`${def.id} deal ${deal}: replay differs`);
  };
  while (moves < MOVES) {
    const state = currentState(game);
    const legal = legalMoves(game.rules, state);
    // A game with no move left, or long enough, is checked by replay and followed by the next deal.
    if (legal.length === 0 || game.length >= 400) {
      replayCheck();
      deal++;
      games++;
      game = fresh();
      continue;
    }
    const move = legal[rand(legal.length)];
    if (!applyMove(game.rules, state, move).ok) fail(`${def.id} deal ${deal}: a listed move was refused`);
    const played = play(game, move);
    if (!played.ok) fail(`${def.id}: ${played.error}`);
    if (!sameCards(game.rules, currentState(played.value))) fail(`${def.id} deal ${deal}: cards lost or doubled`);
    if (!statesEqual(currentState(undo(played.value)), state)) fail(`${def.id} deal ${deal}: undo differs`);
    game = played.value;
    moves++;
  }
  const s = (performance.now() - t0) / 1000;
  console.log(
    `  ${def.id.padEnd(18)} ${moves.toLocaleString('en')} moves, ${games.toLocaleString('en')} deals, ${s.toFixed(1)} s, ${Math.round(moves / s).toLocaleString('en')} moves/s, no violation`,
  );
}

console.log(`play layer: ${ACTIONS.toLocaleString('en')} random session actions`);
const t1 = performance.now();
let session = newPlaySession(
  variants[0],
  (() => {
    const g = startGame(variants[0], 1);
    return g.value;
  })(),
  { ...quietPlaySettings, confirmAbandon: true },
);
const kinds = [
  'move',
  'move',
  'move',
  'move',
  'stock',
  'undo',
  'redo',
  'hint',
  'playHint',
  'autoFinish',
  'newGame',
  'restart',
  'confirm',
  'cancel',
  'open',
  'pause',
  'resume',
];
const counts = {};
for (let i = 0; i < ACTIONS; i++) {
  const kind = kinds[rand(kinds.length)];
  let action;
  if (kind === 'move') {
    const legal = legalMoves(session.game.rules, currentState(session.game));
    action = legal.length ? { type: 'move', move: legal[rand(legal.length)] } : { type: 'stock' };
  } else if (kind === 'newGame') action = { type: 'newGame', deal: rand(1_000_000) };
  else if (kind === 'open') action = { type: 'open', def: variants[rand(variants.length)], deal: rand(1_000_000) };
  else action = { type: kind };
  counts[action.type] = (counts[action.type] ?? 0) + 1;
  session = updatePlay(session, action, i * 1000).session;
  if (!sameCards(session.game.rules, currentState(session.game)))
    fail(`play: cards lost or doubled after ${action.type}`);
}
console.log(
  `  ${ACTIONS.toLocaleString('en')} actions in ${((performance.now() - t1) / 1000).toFixed(1)} s, no violation (${Object.entries(
    counts,
  )
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')})`,
);
