import { describe, expect, it } from 'vitest';
import {
  type Game,
  type VariantDefinition,
  currentState,
  gameFrom,
  legalMoves,
  positionKey,
  recordedMoves,
  startGame,
} from '@solitaire/engine';
import { at } from '@solitaire/engine/testing';
import { followHints } from './behaviour.js';
import { athena, findVariant, shamrocks, spider } from '@solitaire/variants';
import { resolveRules } from '@solitaire/engine';
import { SessionDriver } from './driver.js';
import { changingMove } from './hints.js';
import { elapsedMs } from './clock.js';
import {
  type PlayAction,
  type PlaySession,
  newPlaySession,
  positionQuery,
  sameQuery,
  playerMoveCount,
  updatePlay,
  verdictPhrase,
} from './playSession.js';
import { defaultPlaySettings, quietPlaySettings } from './settings.js';
import { budgets } from './protocol.js';

const gameOf = (def: VariantDefinition, deal: number): Game => {
  const g = startGame(def, deal);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};

/** A session of Athena deal 1 with a first move made; `confirmAbandon` as asked. */
const started = (confirmAbandon: boolean): PlaySession => {
  const s = newPlaySession(athena, gameOf(athena, 1), { ...quietPlaySettings, confirmAbandon });
  const move = legalMoves(s.game.rules, currentState(s.game)).find((m) => m.kind === 'draw')!;
  return updatePlay(s, { type: 'move', move }, 1000).session;
};

const run = (s: PlaySession, ...actions: PlayAction[]) => {
  const effects = [];
  for (const a of actions) {
    const u = updatePlay(s, a, 5000);
    s = u.session;
    effects.push(...u.effects);
  }
  return { s, effects };
};

describe('leaving a game in progress', () => {
  it.each([
    ['a new game', { type: 'newGame', deal: 2 }],
    ['a restart', { type: 'restart' }],
    ['another deal', { type: 'open', def: athena, deal: 9 }],
  ] as const)('asks before %s, and keeps the game when the player says no', (_, action) => {
    const s = started(true);
    const asked = run(s, action);
    expect(asked.s.confirming).not.toBeNull();
    expect(asked.s.notice).toMatchObject({ kind: 'info', code: 'confirmAbandon' });
    expect(asked.s.game).toBe(s.game);
    expect(asked.effects).toEqual([]);
    const kept = run(asked.s, { type: 'cancel' });
    expect(kept.s.game).toBe(s.game);
    expect(kept.s.confirming).toBeNull();
    expect(kept.effects).toEqual([]);
  });

  it('replaces the game on confirmation and records it as given up', () => {
    const done = run(started(true), { type: 'newGame', deal: 2 }, { type: 'confirm' });
    expect(done.s.game.deal).toBe(2);
    expect(done.effects).toContainEqual({
      kind: 'stats',
      variant: 'athena',
      event: 'abandoned',
      elapsedMs: expect.any(Number),
    });
  });

  it('takes any other action as a no', () => {
    const s = run(started(true), { type: 'restart' }, { type: 'undo' }, { type: 'confirm' }).s;
    expect(s.confirming).toBeNull();
    expect(s.game.deal).toBe(1);
  });

  it('does not ask for a game not started, nor when the player turned asking off', () => {
    const fresh = newPlaySession(athena, gameOf(athena, 1), { ...quietPlaySettings, confirmAbandon: true });
    expect(run(fresh, { type: 'newGame', deal: 3 }).s.game.deal).toBe(3);
    expect(run(started(false), { type: 'newGame', deal: 3 }).s.game.deal).toBe(3);
  });
});

describe('statistics effects', () => {
  it('counts a game at its first move, once', () => {
    const s = newPlaySession(athena, gameOf(athena, 1));
    const draw = { type: 'move', move: { kind: 'draw' } } as const;
    const { effects } = run(s, draw, draw, { type: 'undo' }, { type: 'undo' }, draw);
    expect(effects.filter((e) => e.kind === 'stats')).toEqual([
      { kind: 'stats', variant: 'athena', event: 'started', elapsedMs: 0 },
    ]);
  });

  it('records a win once, with the time on the clock, even after undo and a second win', () => {
    const driver = new SessionDriver(
      newPlaySession(athena, gameOf(athena, 7), { ...quietPlaySettings, verdict: true }),
      findVariant,
      400_000,
    );
    driver.winByHand();
    expect(driver.session.status).toBe('won');
    driver.dispatch({ type: 'undo' });
    driver.winByHand();
    expect(driver.session.status).toBe('won');
    const wins = driver.effects.filter((e) => e.kind === 'stats' && e.event === 'won');
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ elapsedMs: expect.any(Number) });
    expect((wins[0] as { elapsedMs: number }).elapsedMs).toBeGreaterThan(0);
  });
});

describe('hints', () => {
  it('never lead back to a position the game has been in, and say so when no move gets anywhere new', () => {
    // Shamrocks deal 3 is lost: the old hints went "3♣ onto 2♠", "3♣ to its foundation" and back, for ever.
    const driver = new SessionDriver(
      newPlaySession(shamrocks, gameOf(shamrocks, 3), defaultPlaySettings),
      findVariant,
      400_000,
    );
    driver.dispatch({ type: 'resume' });
    expect(driver.session.verdict).toBe('lost');
    const seen = new Set([positionKey(currentState(driver.session.game))]);
    let played = 0;
    for (let i = 0; i < 300 && driver.session.status === 'playing'; i++) {
      const s = driver.dispatch({ type: 'hint' });
      if (s.notice?.kind !== 'hint') break;
      expect(s.notice.proven).toBe(false);
      driver.dispatch({ type: 'playHint' });
      const key = positionKey(currentState(driver.session.game));
      expect(seen.has(key)).toBe(false);
      seen.add(key);
      played++;
    }
    expect(played).toBeGreaterThan(3);
    const last = driver.dispatch({ type: 'hint' }).notice;
    expect(last).toMatchObject({ kind: 'info', code: driver.session.status === 'blocked' ? 'blocked' : 'hintLost' });
  });

  it('word a deal lost from its first card as such, not as a game that "cannot be won any more"', () => {
    const driver = new SessionDriver(
      newPlaySession(shamrocks, gameOf(shamrocks, 3), defaultPlaySettings),
      findVariant,
      400_000,
    );
    driver.dispatch({ type: 'resume' });
    expect([driver.session.verdict, verdictPhrase(driver.session)]).toEqual(['lost', 'lostDeal']);
    const move = legalMoves(driver.session.game.rules, currentState(driver.session.game))[0]!;
    driver.dispatch({ type: 'move', move });
    expect(verdictPhrase(driver.session)).toBe('lost');
    driver.dispatch({ type: 'undo' });
    expect(verdictPhrase(driver.session)).toBe('lostDeal');
    const won = new SessionDriver(newPlaySession(athena, gameOf(athena, 7), defaultPlaySettings), findVariant, 400_000);
    expect(verdictPhrase(won.dispatch({ type: 'resume' }))).toBe('won');
  });

  it('offer nothing once the game is won, and playing the hint then changes nothing', () => {
    const run = followHints(athena, 7, findVariant, { budgetNodes: 400_000 });
    expect(run.won).toBe(true);
    const driver = new SessionDriver(newPlaySession(athena, run.game, defaultPlaySettings), findVariant, 400_000);
    expect(driver.session.status).toBe('won');
    expect(driver.dispatch({ type: 'hint' }).notice).toEqual({ kind: 'info', code: 'hintWon' });
    const before = driver.session.game;
    driver.dispatch({ type: 'playHint' });
    expect(driver.session.game).toBe(before);
    expect(driver.session.status).toBe('won');
    expect(driver.effects.filter((e) => e.kind === 'stats')).toEqual([]);
  });

  it('name the dead end, not a missing hint, when no move is left', () => {
    const rules = newPlaySession(shamrocks, gameOf(shamrocks, 1)).game.rules;
    const stuck = at(rules, {
      tableau: [
        ['2S', 'AS', '3S'],
        ['9D', '9C', '9H'],
      ],
    });
    const s = newPlaySession(shamrocks, gameFrom(rules, 1, stuck), quietPlaySettings);
    expect(s.status).toBe('blocked');
    expect(updatePlay(s, { type: 'hint' }, 1).session.notice).toEqual({ kind: 'info', code: 'blocked' });
  });

  it('follow a proven line: the hint is its next move, and the solver is not asked again along it', () => {
    const driver = new SessionDriver(
      newPlaySession(athena, gameOf(athena, 7), defaultPlaySettings),
      findVariant,
      400_000,
    );
    driver.dispatch({ type: 'resume' });
    expect(driver.session.verdict).toBe('won');
    const asked = driver.queries;
    for (let i = 0; i < 20; i++) {
      const s = driver.dispatch({ type: 'hint' });
      expect(s.notice).toMatchObject({ kind: 'hint', proven: true });
      driver.dispatch({ type: 'playHint' });
    }
    expect(driver.queries).toBe(asked);
  });

  it('ignore an answer about a position the game has left', () => {
    const s = newPlaySession(athena, gameOf(athena, 7), defaultPlaySettings);
    const query = positionQuery(s)!;
    const moved = updatePlay(s, { type: 'move', move: { kind: 'draw' } }, 10).session;
    const answered = updatePlay(
      moved,
      { type: 'answer', query, response: { id: 1, kind: 'position', outcome: 'lost', line: null } },
      20,
    ).session;
    expect(answered.verdict).toBe('thinking');
    expect(answered.game).toBe(moved.game);
  });
});

describe('the clock', () => {
  it('runs from the first move, stops while paused and when the game is over', () => {
    let s = newPlaySession(athena, gameOf(athena, 1));
    s = updatePlay(s, { type: 'move', move: { kind: 'draw' } }, 1000).session;
    expect(elapsedMs(s.clock, 4000)).toBe(3000);
    s = updatePlay(s, { type: 'pause' }, 4000).session;
    expect(elapsedMs(s.clock, 60_000)).toBe(3000);
    s = updatePlay(s, { type: 'resume' }, 60_000).session;
    expect(elapsedMs(s.clock, 61_000)).toBe(4000);
  });
});

describe('sameQuery', () => {
  it('tells the same question from another: position by identity, options by value, any key order', () => {
    const s = newPlaySession(athena, gameOf(athena, 7), defaultPlaySettings);
    const q = positionQuery(s)!;
    expect(sameQuery(q, positionQuery(s))).toBe(true);
    expect(sameQuery(q, { ...q, options: { draw: 1 } })).toBe(false);
    expect(sameQuery({ ...q, options: { draw: 1, redeals: 2 } }, { ...q, options: { redeals: 2, draw: 1 } })).toBe(
      true,
    );
    const moved = updatePlay(s, { type: 'move', move: { kind: 'draw' } }, 10).session;
    expect(sameQuery(q, positionQuery(moved))).toBe(false);
    expect(sameQuery(q, null)).toBe(false);
    expect(sameQuery(null, null)).toBe(true);
  });
});

describe('the clock of a session', () => {
  const drawMove = (s: PlaySession) => legalMoves(s.game.rules, currentState(s.game)).find((m) => m.kind === 'draw')!;

  it('stops a minute after the last action and counts again from the next one', () => {
    let s = newPlaySession(athena, gameOf(athena, 1), quietPlaySettings);
    s = updatePlay(s, { type: 'move', move: drawMove(s) }, 0).session;
    s = updatePlay(s, { type: 'move', move: drawMove(s) }, 10_000).session;
    expect(elapsedMs(s.clock, 10_000)).toBe(10_000);
    // Away for ten minutes: the clock shows a minute more, not ten.
    expect(elapsedMs(s.clock, 610_000)).toBe(70_000);
    s = updatePlay(s, { type: 'undo' }, 610_000).session;
    expect(elapsedMs(s.clock, 615_000)).toBe(75_000);
  });

  it('is not woken by the solver\u2019s answers', () => {
    let s = newPlaySession(athena, gameOf(athena, 1), quietPlaySettings);
    s = updatePlay(s, { type: 'move', move: drawMove(s) }, 0).session;
    const query = {
      kind: 'position',
      variant: 'athena',
      options: s.game.rules.chosen,
      state: currentState(s.game),
      budget: budgets.position,
    } as const;
    s = updatePlay(s, { type: 'answer', query, response: { id: 0, kind: 'error', message: 'x' } }, 300_000).session;
    expect(elapsedMs(s.clock, 300_000)).toBe(60_000);
  });
});

describe('automatic moves to the foundations (a setting)', () => {
  /** Plays up to 80 changing moves (the first legal one each time) and returns the game's history. */
  const playOut = (autoFoundations: boolean) => {
    let s = newPlaySession(athena, gameOf(athena, 3), { ...quietPlaySettings, autoFoundations });
    for (let i = 0; i < 80; i++) {
      const move = changingMove(s.game.rules, currentState(s.game));
      if (!move) break;
      s = updatePlay(s, { type: 'move', move }, 1000 + i).session;
    }
    return recordedMoves(s.game);
  };

  it("on (the default), safe cards go up by themselves; off, every move in the history is the player's", () => {
    expect(defaultPlaySettings.autoFoundations).toBe(true);
    expect(playOut(true).some((m) => m.auto)).toBe(true);
    const off = playOut(false);
    expect(off.length).toBeGreaterThan(20);
    expect(off.every((m) => !m.auto)).toBe(true);
  });
});

describe("Spider's rows and runs", () => {
  const spadesDown = (high: number, low: number) =>
    Array.from({ length: high - low + 1 }, (_, k) => `${'A23456789TJQK'[high - k - 1]}S`);
  const oneSuit = (() => {
    const r = resolveRules(spider, { suits: 1 });
    if (!r.ok) throw new Error(r.error);
    return r.value;
  })();
  const sessionAt = (layout: Parameters<typeof at>[1]) =>
    newPlaySession(spider, gameFrom(oneSuit, 1, at(oneSuit, layout)), quietPlaySettings);

  it('U5: the stock deals a row as one action, refused with its reason while a pile is empty', () => {
    const s = newPlaySession(spider, gameOf(spider, 1));
    const dealt = updatePlay(s, { type: 'stock' }, 1).session;
    expect(currentState(dealt.game).tableau.map((p) => p.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6, 6, 6]);
    expect(playerMoveCount(dealt.game)).toBe(1);
    const holed = sessionAt({ tableau: [['9S'], [], ['7S']], stock: ['AS', '2S', '3S'] });
    const refused = updatePlay(holed, { type: 'stock' }, 1).session;
    expect(refused.notice).toEqual({ kind: 'refusal', code: 'ERR_DEAL_NEEDS_EVERY_PILE' });
    expect(refused.game).toBe(holed.game);
  });

  it('U6: a run that leaves with a move is said so; an undo and a plain move say nothing of it', () => {
    const s = sessionAt({ tableau: [['#5S', ...spadesDown(13, 2)], ['AS'], ['9S'], ['TS']] });
    const plain = updatePlay(s, { type: 'move', move: { kind: 'move', from: t(2), to: t(3), count: 1 } }, 1).session;
    expect(plain.notice).toBeNull();
    const left = updatePlay(s, { type: 'move', move: { kind: 'move', from: t(1), to: t(0), count: 1 } }, 1).session;
    expect(left.notice).toEqual({ kind: 'info', code: 'runsCompleted', count: 1 });
    expect(currentState(left.game).foundations[0]).toHaveLength(13);
    expect(updatePlay(left, { type: 'undo' }, 2).session.notice).toBeNull();
  });

  it('keeps the statistics of each suit count apart: a one-suit win is not a four-suit win', () => {
    const home = Array.from({ length: 7 }, () => spadesDown(13, 1));
    const s = sessionAt({ tableau: [spadesDown(13, 2), ['AS']], foundations: home });
    const u = updatePlay(s, { type: 'move', move: { kind: 'move', from: t(1), to: t(0), count: 1 } }, 1);
    expect(u.session.status).toBe('won');
    const keys = new Set(u.effects.flatMap((e) => (e.kind === 'stats' ? [e.variant] : [])));
    expect(keys).toEqual(new Set(['spider-suits-1']));
    const four = newPlaySession(spider, gameOf(spider, 1));
    const first = updatePlay(four, { type: 'stock' }, 1).effects.filter((e) => e.kind === 'stats');
    expect(first).toEqual([{ kind: 'stats', variant: 'spider', event: 'started', elapsedMs: 0 }]);
  });
});

const t = (index: number) => ({ zone: 'tableau', index }) as const;
