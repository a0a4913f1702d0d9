import { describe, expect, it } from 'vitest';
import { type Game, currentState, recordedMoves, startGame } from '@solitaire/engine';
import { dealQuery, defaultPlaySettings as defaultSettings } from '@solitaire/play';
import { heuristicHint } from '@solitaire/solver';
import { athena, athenaAisleriot, eightOff, freeCell, klondike, shamrocks, spider } from '@solitaire/variants';
import { type Action, type Session, newSession, update } from './terminalSession.js';
import { eightOfSpadesGame, freeCellGame, gameFromLayout, solverSays, testView } from './terminalTesting.js';
import { boardLines, lineText, noticeText } from './view.js';

const run = (s: Session, ...actions: Action[]) => {
  const effects: unknown[] = [];
  for (const a of actions) {
    const u = update(s, a);
    s = u.session;
    effects.push(...u.effects);
  }
  return { s, effects };
};
const t = (index: number) => ({ zone: 'tableau' as const, index });
const session = (game: Game) => newSession(athena, game, 'en', 100);

// 8S can go on 9H (pile 0) or 9D (pile 2); the 3C under it turns up.
const position = eightOfSpadesGame();

describe('pick up and drop', () => {
  it('offers only the legal targets, in order after the source, and drops on Enter', () => {
    const { s } = run(session(position), { type: 'cursor', dir: 'right' }, { type: 'select' });
    expect(s.holding).toEqual({ from: t(1), count: 1, targets: [t(2), t(0)], index: 0 });
    expect(s.cursor.pile).toEqual(t(2));
    expect(s.notice).toMatchObject({ kind: 'holding' });
    const cycled = run(s, { type: 'cursor', dir: 'right' }).s;
    expect(cycled.cursor.pile).toEqual(t(0));
    expect(run(cycled, { type: 'cursor', dir: 'right' }).s.cursor.pile).toEqual(t(2));
    expect(run(cycled, { type: 'cursor', dir: 'up' }).s.cursor.pile).toEqual(t(0));
    const dropped = run(cycled, { type: 'select' }).s;
    expect(dropped.holding).toBeNull();
    expect(currentState(dropped.game).tableau[0]!.map((c) => c.up)).toEqual([false, true, true]);
    expect(currentState(dropped.game).tableau[1]).toEqual([{ card: 2, up: true }]); // 3C turned up
    expect(dropped.cursor).toEqual({ pile: t(1), depth: 1 });
  });
  it('puts the cards back on Esc', () => {
    const { s } = run(session(position), { type: 'cursor', dir: 'right' }, { type: 'select' }, { type: 'cancel' });
    expect(s.holding).toBeNull();
    expect(s.cursor).toEqual({ pile: t(1), depth: 1 });
    expect(s.game).toBe(position);
  });
  it('explains why a unit cannot move, in engine codes', () => {
    const g = gameFromLayout(athena, { tableau: [['9H', '7S'], [], [], [], [], [], []] });
    const { s } = run(session(g), { type: 'depth', delta: 1 }, { type: 'select' });
    expect(s.notice).toEqual({ kind: 'refusal', code: 'ERR_NOT_A_RUN' });
    expect(s.holding).toBeNull();
  });
  it('says when a card has nowhere to go', () => {
    const { s } = run(session(position), { type: 'cursor', dir: 'left' }, { type: 'select' });
    expect(s.notice).toMatchObject({ kind: 'nowhere' });
  });
});

describe('stock, foundation, undo and redo', () => {
  it('draws, plays safe automatic moves, and undoes them together with the move', () => {
    // Aisleriot's rules draw one card at a time: a waste card may go up by itself.
    const g = gameFromLayout(athenaAisleriot, { tableau: [['9H'], ['8S'], [], [], [], [], []], stock: ['AC', '2C'] });
    const once = run(newSession(athenaAisleriot, g, 'en'), { type: 'stock' }).s;
    expect(currentState(once.game).waste).toHaveLength(1); // the Two waits for its Ace
    const drawn = run(once, { type: 'stock' }).s;
    // The Ace went to a foundation by itself, and the Two after it (no red Ace left to want it).
    expect(currentState(drawn.game).foundations[0]).toHaveLength(2);
    expect(recordedMoves(drawn.game).map((m) => !!m.auto)).toEqual([false, false, true, true]);
    const undone = run(drawn, { type: 'undo' }).s;
    expect(currentState(undone.game).stock).toHaveLength(1);
    expect(run(undone, { type: 'redo' }).s.game.cursor).toBe(4);
    expect(run(newSession(athenaAisleriot, g, 'en'), { type: 'undo' }).s.notice).toEqual({
      kind: 'info',
      code: 'nothingToUndo',
    });
  });
  it('never sends a waste card up by itself when the stock draws three: it would shift the rest of the cycle', () => {
    const g = gameFromLayout(athena, { tableau: [['9H'], ['8S'], [], [], [], [], []], stock: ['AC', '2C'] });
    const drawn = run(session(g), { type: 'stock' }).s;
    expect(currentState(drawn.game).foundations.flat()).toEqual([]);
    expect(currentState(drawn.game).waste).toHaveLength(2);
  });
  it('sends the card under the cursor to its foundation with f, or says why not', () => {
    const g = gameFromLayout(athena, {
      tableau: [['AD'], ['3H'], ['KS'], [], [], [], []],
      foundations: [[], [], ['AH'], []],
    });
    const sent = run(session(g), { type: 'foundation' }).s;
    expect(currentState(sent.game).foundations.flat().length).toBeGreaterThanOrEqual(2);
    const refused = run(session(g), { type: 'cursor', dir: 'right' }, { type: 'foundation' }).s;
    expect(refused.notice).toEqual({ kind: 'refusal', code: 'ERR_FOUNDATION_RANK' });
    const king = run(
      session(g),
      { type: 'cursor', dir: 'right' },
      { type: 'cursor', dir: 'right' },
      { type: 'foundation' },
    ).s;
    expect(king.notice).toEqual({ kind: 'refusal', code: 'ERR_FOUNDATION_NEEDS_ACE' });
  });
  it('reports the refusal of an exhausted stock', () => {
    const g = gameFromLayout(athenaAisleriot, { tableau: [['9H'], [], [], [], [], [], []], waste: ['2C'], redeals: 2 });
    const s = newSession(athenaAisleriot, g, 'en');
    expect(run(s, { type: 'stock' }).s.notice).toEqual({ kind: 'refusal', code: 'ERR_NO_REDEALS_LEFT' });
    const fans = gameFromLayout(shamrocks, { tableau: [['KS'], ...Array.from({ length: 17 }, () => [])] });
    expect(run(newSession(shamrocks, fans, 'en'), { type: 'stock' }).s.notice).toEqual({
      kind: 'refusal',
      code: 'ERR_NO_STOCK',
    });
  });
});

const statsOf = (effects: unknown[]) =>
  effects.filter((e) => (e as { kind: string }).kind === 'stats').map((e) => (e as { event: string }).event);

describe('statistics events and winning', () => {
  const nearlyWon = gameFromLayout(athena, {
    tableau: [['KS'], [], [], [], [], [], []],
    foundations: [
      ['AC', '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', 'TC', 'JC', 'QC', 'KC'],
      ['AD', '2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D', 'TD', 'JD', 'QD', 'KD'],
      ['AH', '2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', 'TH', 'JH', 'QH', 'KH'],
      ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS'],
    ],
  });
  it('counts the first move, then the win once, even after undo and replay', () => {
    const first = run(session(nearlyWon), { type: 'foundation' });
    expect(first.s.status).toBe('won');
    expect(statsOf(first.effects)).toEqual(['started', 'won']);
    expect(first.s.notice).toMatchObject({ kind: 'won', moves: 1 });
    const again = run(first.s, { type: 'undo' }, { type: 'foundation' });
    expect(statsOf(again.effects)).toEqual([]);
  });
  it('finishes automatically only when the finish is certain', () => {
    expect(run(session(nearlyWon), { type: 'autoFinish' }).s.status).toBe('won');
    expect(run(session(position), { type: 'autoFinish' }).s.notice).toEqual({ kind: 'info', code: 'finishNone' });
  });
  it('records a game left unfinished for a new deal, and not one never started', () => {
    const played = run(session(position), { type: 'stock' }).s;
    expect(statsOf(run(played, { type: 'newGame', deal: 9 }).effects)).toEqual(['abandoned']);
    expect(statsOf(run(session(position), { type: 'newGame', deal: 9 }).effects)).toEqual([]);
    const fresh = run(played, { type: 'restart' }).s;
    expect(recordedMoves(fresh.game)).toEqual([]);
  });
  it('asks before leaving a game in progress when the player wants to be asked: y leaves it, Esc keeps it', () => {
    const asking = newSession(athena, position, 'en', 100, null, { ...defaultSettings, verdict: false });
    const played = run(asking, { type: 'stock' }).s;
    for (const action of [{ type: 'restart' }, { type: 'newGame', deal: 9 }] as const) {
      const asked = run(played, action);
      expect(asked.s.notice).toEqual({ kind: 'info', code: 'confirmAbandon' });
      expect(asked.s.game).toBe(played.game);
      expect(statsOf(asked.effects)).toEqual([]);
      expect(run(asked.s, { type: 'cancel' }).s.game).toBe(played.game);
      const left = run(asked.s, { type: 'confirm' });
      expect(recordedMoves(left.s.game)).toEqual([]);
      expect(statsOf(left.effects)).toEqual(['abandoned']);
    }
  });
  it('starts the typed deal number, keeping the options', () => {
    const g = startGame(athena, 5, { draw: 1 });
    if (!g.ok) throw new Error(g.error);
    const { s } = run(
      session(g.value),
      { type: 'promptDeal' },
      { type: 'promptInput', text: '12' },
      { type: 'promptInput', text: 'x3' },
      { type: 'promptBackspace' },
      { type: 'promptInput', text: '4' },
      { type: 'promptSubmit' },
    );
    expect(s.game.deal).toBe(124);
    expect(s.game.rules.stock?.draw).toBe(1);
    expect(s.screen).toBe('board');
    expect(run(session(g.value), { type: 'promptDeal' }, { type: 'promptSubmit' }).s.notice).toMatchObject({
      code: 'badDeal',
    });
  });
});

describe('screens', () => {
  it('switches language, screens and quits through effects', () => {
    expect(run(session(position), { type: 'language' }).s.locale).toBe('es');
    expect(run(session(position), { type: 'language' }, { type: 'language' }, { type: 'language' }).s.locale).toBe(
      'en',
    );
    expect(run(session(position), { type: 'rules' }, { type: 'scroll', delta: 5, max: 3 }).s.rulesScroll).toBe(3);
    expect(run(session(position), { type: 'help' }, { type: 'close' }).s.screen).toBe('board');
    expect(run(session(position), { type: 'quit' }).effects).toEqual([{ kind: 'quit' }]);
  });
  it('pauses the clock while the help is shown', () => {
    const played = update(session(position), { type: 'stock' }, 1000).session;
    const help = update(played, { type: 'help' }, 3000).session;
    expect(help.clock).toEqual({ bankedMs: 2000, since: null });
    expect(update(help, { type: 'close' }, 50_000).session.clock).toEqual({ bankedMs: 2000, since: 50_000 });
  });
  it('hints a move without playing it', () => {
    const { s } = run(session(position), { type: 'hint' });
    expect(s.notice).toMatchObject({ kind: 'hint', move: { kind: 'move', from: t(1) } });
    expect(s.game).toBe(position);
  });
});

describe('the solver verdict', () => {
  const watched = (game: Game) => newSession(athena, game, 'en', 100, null, defaultSettings);
  it('waits for the solver on each new position, and takes only answers about the position shown', () => {
    const s = watched(position);
    expect(s.verdict).toBe('thinking');
    const moved = run(s, { type: 'stock' }).s;
    expect(moved.verdict).toBe('thinking');
    expect(run(moved, solverSays(s, 'unknown')).s.verdict).toBe('thinking');
    const told = run(moved, solverSays(moved, 'lost')).s;
    expect(told.verdict).toBe('lost');
    // Back at the deal, the answer already had about it is remembered.
    expect(run(told, { type: 'undo' }).s.verdict).toBe('unknown');
  });
  it('knows a blocked game is lost without asking; switched off it asks nothing, and the switch is a setting to remember', () => {
    const blocked = gameFromLayout(athena, { tableau: [['KS'], [], [], [], [], [], []] });
    expect(watched(blocked).verdict).toBe('lost');
    const off = run(watched(position), { type: 'toggleVerdict' });
    expect(off.s.settings.verdict).toBe(false);
    expect(off.s.verdict).toBeNull();
    expect(off.effects).toEqual([{ kind: 'settings', patch: { verdict: false } }]);
    expect(run(off.s, { type: 'stock' }).s.verdict).toBeNull();
    const on = run(off.s, { type: 'toggleVerdict' });
    expect(on.s.verdict).toBe('thinking');
    expect(on.effects).toEqual([{ kind: 'settings', patch: { verdict: true } }]);
  });
});

describe('hints', () => {
  const watched = (game: Game) => newSession(athena, game, 'en', 100, null, defaultSettings);
  it('shows the heuristic move while the solver checks', () => {
    const { s } = run(watched(position), { type: 'hint' });
    expect(s.notice).toMatchObject({ kind: 'hint', proven: false, checking: true, move: { from: t(1) } });
    expect(s.hintPending).toBe(true);
  });
  it('answers with the heuristic move, not proven, when the solver has already found no win', () => {
    const s = run(watched(position), solverSays(watched(position), 'lost')).s;
    const { s: hinted } = run(s, { type: 'hint' });
    expect(hinted.notice).toEqual({
      kind: 'hint',
      move: heuristicHint(position.rules, currentState(position)),
      proven: false,
      checking: false,
    });
    expect(hinted.hintPending).toBe(false);
  });
  it('leaves a notice the player has moved on to alone when the answer comes late', () => {
    // The hint takes the cursor to the cards it moves; Enter picks them up.
    const { s } = run(watched(position), { type: 'hint' }, { type: 'select' });
    expect(s.notice).toMatchObject({ kind: 'holding' });
    const late = run(s, solverSays(s, 'unknown')).s;
    expect(late.hintPending).toBe(false);
    expect(late.notice).toMatchObject({ kind: 'holding' });
  });
});

describe('winnable deals only', () => {
  const winnable = (game: Game, explained = true) =>
    newSession(athena, game, 'en', 100, null, {
      ...defaultSettings,
      winnableOnly: true,
      winnableExplained: explained,
      confirmAbandon: false,
    });
  const found = (s: Session, deal: number | null): Action => {
    const query = dealQuery(s);
    if (!query) throw new Error('no deal search');
    return { type: 'answer', query, response: { id: 0, kind: 'winnableDeal', deal, tried: 1 } };
  };
  it('is explained the first time it is switched on, and remembered', () => {
    const on = run(session(position), { type: 'toggleWinnable' });
    expect(on.s.settings.winnableOnly).toBe(true);
    expect(on.s.notice).toEqual({ kind: 'info', code: 'winnableExplained' });
    expect(on.effects).toEqual([{ kind: 'settings', patch: { winnableOnly: true, winnableExplained: true } }]);
    const again = run(on.s, { type: 'toggleWinnable' }, { type: 'toggleWinnable' });
    expect(again.s.notice).toEqual({ kind: 'info', code: 'winnableOn' });
    expect(again.effects).toEqual([
      { kind: 'settings', patch: { winnableOnly: false } },
      { kind: 'settings', patch: { winnableOnly: true } },
    ]);
  });
  it('looks for a deal on a new game; moves wait meanwhile, the cursor does not', () => {
    const seeking = run(winnable(position), { type: 'newGame', deal: 77 }).s;
    expect(seeking.seeking).toEqual({ seed: 77 });
    expect(seeking.game).toBe(position);
    for (const type of ['select', 'stock', 'undo', 'foundation', 'autoFinish'] as const) {
      const s = run(seeking, { type }).s;
      expect(s.notice, type).toEqual({ kind: 'info', code: 'seekingBusy' });
      expect(s.game).toBe(position);
    }
    expect(run(seeking, { type: 'cursor', dir: 'right' }).s.cursor.pile).toEqual(t(1));
  });
  it('deals the deal found, and only for the search it asked for', () => {
    const played = run(winnable(position), { type: 'stock' }, { type: 'newGame', deal: 77 }).s;
    const other = run(winnable(position), { type: 'newGame', deal: 78 }).s;
    expect(run(played, found(other, 123)).s.game).toBe(played.game);
    const got = run(played, found(played, 123));
    expect(got.s.game.deal).toBe(123);
    expect(got.s.seeking).toBeNull();
    expect(got.s.notice).toEqual({ kind: 'info', code: 'winnableDeal', deal: 123 });
    expect(statsOf(got.effects)).toEqual(['abandoned']);
  });
  it('explains the first winnable deal if the toggle has not, once', () => {
    const seeking = run(winnable(position, false), { type: 'newGame', deal: 77 }).s;
    const got = run(seeking, found(seeking, 123));
    expect(got.s.notice).toEqual({ kind: 'info', code: 'winnableDealExplained', deal: 123 });
    expect(got.effects).toContainEqual({ kind: 'settings', patch: { winnableExplained: true } });
    const again = run(got.s, { type: 'newGame', deal: 5 }).s;
    expect(run(again, found(again, 6)).s.notice).toEqual({ kind: 'info', code: 'winnableDeal', deal: 6 });
  });
  it('deals a normal game, and says so, when none is found in time', () => {
    const seeking = run(winnable(position), { type: 'newGame', deal: 77 }).s;
    const { s } = run(seeking, found(seeking, null));
    expect(s.game.deal).toBe(77);
    expect(s.notice).toEqual({ kind: 'info', code: 'winnableNone', deal: 77 });
  });
  it('stops looking on Esc, keeping the game; switched off, deals a normal game at once', () => {
    const stopped = run(winnable(position), { type: 'newGame', deal: 77 }, { type: 'cancel' }).s;
    expect(stopped.seeking).toBeNull();
    expect(stopped.game).toBe(position);
    expect(stopped.notice).toEqual({ kind: 'info', code: 'seekStopped' });
    const off = run(winnable(position), { type: 'newGame', deal: 77 }, { type: 'toggleWinnable' });
    expect(off.s.game.deal).toBe(77);
    expect(off.s.seeking).toBeNull();
    expect(off.effects[0]).toEqual({ kind: 'settings', patch: { winnableOnly: false } });
  });
});

describe('settings', () => {
  it('opens on o with the clock paused, changes each setting, and says what to remember', () => {
    let s = session(position);
    const opened = update(s, { type: 'settings' }, 0);
    expect(opened.session.screen).toBe('settings');
    expect(opened.session.paused).toBe(true);
    s = opened.session;
    const auto = update(s, { type: 'settingsChange', delta: 1 });
    expect(auto.session.settings.autoFoundations).toBe(false);
    expect(auto.effects).toEqual([{ kind: 'settings', patch: { autoFoundations: false } }]);
    s = update(auto.session, { type: 'settingsMove', delta: 1 }).session;
    const confirm = update(s, { type: 'settingsChange', delta: 1 });
    expect(confirm.effects).toEqual([{ kind: 'settings', patch: { confirmAbandon: !s.settings.confirmAbandon } }]);
    s = update(confirm.session, { type: 'settingsMove', delta: 1 }).session;
    const lang = update(s, { type: 'settingsChange', delta: -1 });
    expect(lang.session.locale).toBe('fr');
    expect(lang.effects).toEqual([{ kind: 'prefs', patch: { locale: 'fr' } }]);
    s = update(lang.session, { type: 'settingsMove', delta: 1 }).session;
    expect(update(s, { type: 'settingsMove', delta: 1 }).session.settingsIndex).toBe(3); // stays on the last line
    const theme = update(s, { type: 'settingsChange', delta: 1 });
    expect(theme.session.theme).toBe('light');
    expect(theme.effects).toEqual([{ kind: 'prefs', patch: { theme: 'light' } }]);
    const closed = update(theme.session, { type: 'close' }, 1000).session;
    expect(closed.screen).toBe('board');
    expect(closed.paused).toBe(false);
  });
  it('remembers the language changed with L', () => {
    const u = update(session(position), { type: 'language' });
    expect(u.session.locale).toBe('es');
    expect(u.effects).toEqual([{ kind: 'prefs', patch: { locale: 'es' } }]);
  });
});

describe('play’s actions in the terminal', () => {
  it('are terminal actions as they are: a move, a card to its foundation, settings, all reach the play layer', () => {
    const g = startGame(athena, 5);
    if (!g.ok) throw new Error(g.error);
    const s = session(g.value);
    const drawn = update(s, { type: 'stock' }, 1).session;
    const changed = update(drawn, { type: 'setSettings', patch: { confirmAbandon: false } }, 2);
    expect(changed.session.settings.confirmAbandon).toBe(false);
    expect(changed.effects).toEqual([{ kind: 'settings', patch: { confirmAbandon: false } }]);
    const refused = update(
      drawn,
      {
        type: 'move',
        move: { kind: 'move', from: { zone: 'waste', index: 0 }, to: { zone: 'foundation', index: 0 }, count: 1 },
      },
      3,
    );
    expect(refused.session.notice).toMatchObject({ kind: 'refusal' });
  });
});

describe('free cells', () => {
  const c = (index: number) => ({ zone: 'cell' as const, index });
  // 8C (cell 0) may go on 9H (pile 0).
  const withCells = (...cells: (string | null)[]) => newSession(freeCell, freeCellGame(...cells), 'en');
  const twoFree = () => withCells('8C', 'KD', null, null);
  const cellCards = (s: Session) => currentState(s.game).cells.map((p) => p.length);

  it('sends the card under the cursor to the first free cell with c, the cursor staying on its pile', () => {
    const { s } = run(twoFree(), { type: 'cell' });
    expect(currentState(s.game).cells[2]).toEqual(currentState(twoFree().game).tableau[0]!.slice(-1));
    expect(currentState(s.game).tableau[0]).toHaveLength(4);
    expect(s.cursor).toEqual({ pile: t(0), depth: 1 });
    expect(run(s, { type: 'cell' }).s.game.cursor).toBe(2); // 10S next, to cell 3
  });
  it('says the engine’s reason when no cell takes the cards: one card to a cell, no free cell', () => {
    const run2 = run(twoFree(), { type: 'depth', delta: 1 }, { type: 'cell' }).s;
    expect(run2.notice).toEqual({ kind: 'refusal', code: 'ERR_CELL_ONE_CARD' });
    expect(run2.game.cursor).toBe(0);
    const full = run(withCells('8C', 'KD', '2H', '5S'), { type: 'cell' }).s;
    expect(full.notice).toEqual({ kind: 'refusal', code: 'ERR_CELL_FULL' });
    expect(full.game.cursor).toBe(0);
    // A game without cells ignores the keys, as any key it does not bind.
    const klondikeGame = startGame(klondike, 1, {});
    if (!klondikeGame.ok) throw new Error(klondikeGame.error);
    const noCells = newSession(klondike, klondikeGame.value, 'en');
    expect(run(noCells, { type: 'cell' }, { type: 'nextCell' }).s).toEqual(noCells);
  });
  it('picks a cell’s card up from the top row and drops it where the engine lets it go', () => {
    // Up walks over the five cards of pile 0, then to the cell above it.
    const { s } = run(twoFree(), ...Array<Action>(5).fill({ type: 'cursor', dir: 'up' }));
    expect(s.cursor).toEqual({ pile: c(0), depth: 1 });
    const held = run(s, { type: 'select' }).s;
    expect(held.holding).toMatchObject({ from: c(0), count: 1, targets: [c(2), c(3), t(0)] });
    const dropped = run(held, { type: 'cursor', dir: 'left' }, { type: 'select' }).s;
    expect(cellCards(dropped)).toEqual([0, 1, 0, 0]);
    expect(currentState(dropped.game).tableau[0]).toHaveLength(6);
  });
  it('goes to the next cell holding a card with C, and while holding to the next free cell; c drops in one', () => {
    const start = twoFree();
    expect(run(start, { type: 'nextCell' }).s.cursor).toEqual({ pile: c(0), depth: 1 });
    expect(run(start, { type: 'nextCell' }, { type: 'nextCell' }).s.cursor).toEqual({ pile: c(1), depth: 1 });
    expect(run(start, ...Array<Action>(3).fill({ type: 'nextCell' })).s.cursor).toEqual({ pile: c(0), depth: 1 });
    const held = run(start, { type: 'select' }).s; // 9H: on TC, or a free cell
    expect(held.holding?.targets).toEqual([t(1), c(2), c(3)]);
    const toCell3 = run(held, { type: 'nextCell' }, { type: 'nextCell' }).s;
    expect(toCell3.cursor).toEqual({ pile: c(3), depth: 1 });
    expect(cellCards(run(toCell3, { type: 'select' }).s)).toEqual([1, 1, 0, 1]);
    expect(cellCards(run(held, { type: 'cell' }).s)).toEqual([1, 1, 1, 0]);
    // Held cards no cell takes stay held on C; c puts them back. Both say why.
    const run3 = run(start, { type: 'depth', delta: 1 }, { type: 'depth', delta: 1 }, { type: 'select' }).s;
    expect(run3.holding?.targets).toEqual([t(2)]);
    expect(run(run3, { type: 'nextCell' }).s).toMatchObject({
      holding: run3.holding,
      notice: { kind: 'refusal', code: 'ERR_CELL_ONE_CARD' },
    });
    expect(run(run3, { type: 'cell' }).s).toMatchObject({
      holding: null,
      notice: { kind: 'refusal', code: 'ERR_CELL_ONE_CARD' },
    });
  });
  it('says a run is too long when too few cells are free to carry it, as the engine counts them', () => {
    const depth3: Action[] = [{ type: 'depth', delta: 1 }, { type: 'depth', delta: 1 }, { type: 'select' }];
    expect(run(twoFree(), ...depth3).s.holding).toMatchObject({ count: 3, targets: [t(2)] });
    const oneFree = run(withCells('8C', 'KD', '2H', null), ...depth3).s;
    expect(oneFree.holding).toBeNull();
    expect(oneFree.notice).toEqual({ kind: 'refusal', code: 'ERR_RUN_TOO_LONG' });
    // A run no pile would take at any length has nowhere to go.
    const nowhere = run(twoFree(), { type: 'depth', delta: 1 }, { type: 'select' }).s;
    expect(nowhere.notice).toMatchObject({ kind: 'nowhere' });
  });
  it('fills the cells of Eight Off the deal left free, at 80 columns', () => {
    const started = startGame(eightOff, 1, {});
    if (!started.ok) throw new Error(started.error);
    const s = newSession(eightOff, started.value, 'en', 80);
    expect(cellCards(s)).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
    const moved = run(s, { type: 'cell' }, { type: 'cursor', dir: 'right' }, { type: 'cell' }).s;
    expect(cellCards(moved)).toEqual([1, 1, 1, 1, 1, 1, 0, 0]);
    const last = run(moved, ...Array<Action>(6).fill({ type: 'nextCell' })).s;
    expect(last.cursor).toEqual({ pile: c(5), depth: 1 });
  });
});

describe("Spider's rows and runs in the terminal", () => {
  const spadesDown = (high: number, low: number) =>
    Array.from({ length: high - low + 1 }, (_, k) => `${'A23456789TJQK'[high - k - 1]}S`);
  const spiderSession = (game: Game) => newSession(spider, game, 'en', 80);
  const says = (s: Session) => noticeText(s, s.notice, testView());

  it('U5: deals a row with the stock key, and says why while a pile is empty', () => {
    const g = startGame(spider, 1);
    if (!g.ok) throw new Error(g.error);
    const dealt = run(spiderSession(g.value), { type: 'stock' }).s;
    expect(currentState(dealt.game).tableau.map((p) => p.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6, 6, 6]);
    expect(currentState(dealt.game).stock).toHaveLength(40);
    const holed = spiderSession(gameFromLayout(spider, { tableau: [['9S'], [], ['7S']], stock: ['AS', '2S'] }));
    const refused = run(holed, { type: 'stock' }).s;
    expect(refused.game).toBe(holed.game);
    expect(says(refused)).toBe('The stock deals again only when every pile holds a card.');
    const hinted = {
      ...dealt,
      notice: { kind: 'hint', move: { kind: 'draw' }, proven: true, checking: false },
    } as const;
    expect(says(hinted)).toMatch(/: deal one card from the stock onto every pile\.$/);
  });

  it('U6: says on the line under the board that a complete run left', () => {
    const others = [['9S'], ['TS'], ['9H'], ['8H'], ['7H'], ['6H'], ['5H'], ['4H']];
    const game = gameFromLayout(spider, { tableau: [['#5S', ...spadesDown(13, 2)], ['AS'], ...others] });
    const s = run(spiderSession(game), { type: 'cursor', dir: 'right' }, { type: 'select' }, { type: 'select' }).s;
    expect(currentState(s.game).foundations[0]).toHaveLength(13);
    expect(says(s)).toBe('A complete run, King down to Ace, goes to a foundation.');
    const text = boardLines(s, testView()).map(lineText).join('\n');
    expect(text).toContain('A complete run, King down to Ace, goes to a foundation.');
  });
});
