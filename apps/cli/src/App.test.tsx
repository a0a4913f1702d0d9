import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'ink-testing-library';
import { type Game, type VariantDefinition, currentState, recordedMoves, startGame } from '@solitaire/engine';
import {
  type AssistRequest,
  type AssistResponse,
  type PlaySettings as Settings,
  SolverLane,
  defaultPlaySettings as defaultSettings,
  quietPlaySettings as quietSettings,
} from '@solitaire/play';
import { athena, freeCell, seahavenTowers, spider } from '@solitaire/variants';
import { App } from './App.js';
import { type WorkerLike, workerTransport } from './assistLane.js';
import { asciiGlyphs, unicodeGlyphs } from './glyphs.js';
import { runApp } from './play.js';
import { newSession } from './terminalSession.js';
import { eightOfSpadesGame, fakeWorkers, gameFromLayout, memoryHost, until } from './terminalTesting.js';

afterEach(() => cleanup());

const KEY = { right: '\u001b[C', left: '\u001b[D', up: '\u001b[A', down: '\u001b[B', enter: '\r', esc: '\u001b' };

const game = eightOfSpadesGame(['2D', '3D', '4D', '6D', '7D']);

const start = (locale: 'en' | 'es' | 'fr' = 'en', ascii = false, def: VariantDefinition = athena, dealt = game) => {
  const mem = memoryHost(newSession(def, dealt, locale, 100));
  const app = render(<App host={mem.host} glyphs={ascii ? asciiGlyphs : unicodeGlyphs} colour={false} />);
  return { ...app, ...mem, frame: () => app.lastFrame() ?? '' };
};
const press = async (app: ReturnType<typeof start>, ...keys: string[]) => {
  for (const k of keys) {
    app.stdin.write(k);
    // Each key is its own read on a terminal; let Ink handle it before the next.
    await new Promise((r) => setImmediate(r));
  }
};
const line = (frame: string, n: number) => frame.split('\n')[n] ?? '';

/** The game as `runApp` runs it on a terminal (stand-in streams): keys and mouse reports typed in its input. */
const gameOn = (def: VariantDefinition = athena, dealt = game) => {
  const mem = memoryHost(newSession(def, dealt, 'en', 100));
  const stdin = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => {}, ref: () => {}, unref: () => {} });
  let last = '';
  const stdout = Object.assign(new EventEmitter(), {
    columns: 100,
    rows: 40,
    isTTY: true,
    write: (frame: string, done?: () => void) => {
      last = frame;
      done?.();
      return true;
    },
  }) as unknown as NodeJS.WriteStream;
  const ended = runApp(
    { host: mem.host, glyphs: asciiGlyphs, colour: false },
    { stdin, stdout, stderr: stdout },
    { debug: true, exitOnCtrlC: false },
  );
  const type = (...chunks: string[]) => {
    for (const c of chunks) stdin.write(c);
  };
  return { ...mem, ended, type, frame: () => last };
};

describe('App', () => {
  it('renders the board of the definition with a status line', async () => {
    const app = start();
    await until(() => expect(app.frame()).toContain('Athena · deal 1 · stock 5 · redeals unlimited · 0 moves'));
    expect(line(app.frame(), 5)).toContain('[ 9♥]');
    expect(app.frame()).toContain('? keys');
    await until(() => expect(app.saves).toHaveLength(1)); // the game shown at start is saved too
  });

  it('moves the cursor with arrows and vi keys', async () => {
    const app = start();
    await press(app, KEY.right);
    await until(() => expect(line(app.frame(), 5)).toMatch(/^ {2}9♥ {2}\[ 8♠\]/));
    await press(app, 'l', 'h', 'h');
    await until(() => expect(line(app.frame(), 5)).toMatch(/^\[ 9♥\]/));
    await press(app, 'h');
    await until(() => expect(line(app.frame(), 5)).toMatch(/\[ Q♥\]$/));
    await press(app, KEY.up);
    await until(() => expect(line(app.frame(), 2)).toMatch(/\[ A·\] {3}A·$/)); // to the nearest foundation above
  });

  it('picks up, cycles through legal targets only, drops, and undoes', async () => {
    const app = start();
    await press(app, KEY.right, KEY.enter);
    await until(() => expect(app.frame()).toContain('Holding 8♠: choose where to drop it.'));
    expect(line(app.frame(), 5)).toMatch(/\{ 8♠\} \[ 9♦\]/); // the first target after the source
    await press(app, KEY.right);
    await until(() => expect(line(app.frame(), 5)).toMatch(/^\[ 9♥\] \{ 8♠\}/));
    await press(app, KEY.enter);
    await until(() => expect(app.frame()).toContain('1 move'));
    expect(line(app.frame(), 6)).toMatch(/^ {2}8♠/);
    await until(() => expect(currentState(app.saves.at(-1)!).tableau[0]).toHaveLength(3));
    expect(app.events).toEqual(['started']);
    await press(app, 'u');
    await until(() => expect(app.frame()).toContain('0 moves'));
    expect(line(app.frame(), 5)).toMatch(/^ {2}9♥ {2}\[ 8♠\]/);
    await until(() => expect(currentState(app.saves.at(-1)!).tableau[0]).toHaveLength(2));
    await press(app, 'r');
    await until(() => expect(app.frame()).toContain('1 move'));
  });

  it('plays by mouse: the SGR reports reach the game past Ink, never as typed letters', async () => {
    const game1 = gameOn();
    await until(() => expect(line(game1.frame(), 5)).toContain('9H'));
    // 8S is pile 2's second card: its middle is column 9 (from 1) of screen line 6 (from 1), the tableau's second.
    game1.type('\u001b[<0;9;6M', '\u001b[<0;9;6m');
    await until(() => expect(game1.frame()).toContain('Holding 8S'));
    // A report split across two reads is one click all the same.
    game1.type('\u001b[<0;3', ';6M\u001b[<0;3;6m');
    await until(() => expect(game1.frame()).toContain('1 move'));
    await until(() => expect(recordedMoves(game1.saves.at(-1)!).filter((m) => !m.auto)).toHaveLength(1));
    expect(game1.frame()).not.toMatch(/\[<|6M/);
    game1.type('q');
    await game1.ended;
  });

  it('shows only ASCII with the ASCII glyphs (no UTF-8 locale), on every screen, in every language', async () => {
    const ascii = /^[\n\x20-\x7e]*$/;
    for (const locale of ['en', 'es', 'fr'] as const) {
      const app = start(locale, true);
      await until(() => expect(line(app.frame(), 5)).toContain('9H'));
      expect(app.frame()).toMatch(ascii);
      for (const [key, back] of [
        [KEY.enter, KEY.esc],
        ['?', 'x'],
        ['i', 'q'],
        ['o', 'o'],
        ['m', KEY.esc],
      ] as const) {
        const before = app.frame();
        await press(app, key);
        await until(() => expect(app.frame(), `${locale} ${key}`).not.toBe(before));
        expect(app.frame(), `${locale} ${key}`).toMatch(ascii);
        await press(app, back);
        await until(() => expect(app.frame()).toBe(before));
      }
      cleanup();
    }
  });

  it('cancels a pick-up with Esc', async () => {
    const app = start();
    await press(app, KEY.right, KEY.enter);
    await until(() => expect(app.frame()).toContain('Holding'));
    await press(app, KEY.esc);
    await until(() => expect(app.frame()).not.toContain('Holding'));
    expect(line(app.frame(), 5)).toContain('[ 8♠]');
  });

  it('shows the engine refusal when a move is refused', async () => {
    const app = start();
    await press(app, 'f');
    await until(() => expect(app.frame()).toContain('An empty foundation accepts only an Ace.'));
    expect(app.events).toEqual([]);
  });

  it('speaks Spanish and French, and switches language with L', async () => {
    const app = start('es');
    await until(() => expect(app.frame()).toContain('partida n.º 1 · mazo 5 · nuevas pasadas ilimitadas · 0 jugadas'));
    await press(app, 'L');
    await until(() => expect(app.frame()).toContain('donne 1 · talon 5'));
    expect(app.frame()).toContain('Langue\u00a0: français.');
    await press(app, 'f');
    await until(() => expect(app.frame()).toContain('Une fondation vide n’accepte qu’un As.'));
  });

  it('draws with d, shows the help and the rules screens', async () => {
    const app = start('en', true);
    await press(app, 'd');
    await until(() => expect(app.frame()).toContain('stock 2'));
    expect(line(app.frame(), 2)).toContain(' 7D   6D   4D ');
    await press(app, '?');
    await until(() => expect(app.frame()).toContain('Keys'));
    await press(app, 'x');
    await until(() => expect(app.frame()).toContain('stock 2'));
    await press(app, 'i');
    await until(() => expect(app.frame()).toContain('Esc back'));
    expect(app.frame()).toContain('How to play Athena');
    await press(app, 'q');
    await until(() => expect(app.frame()).toContain('stock 2'));
  });

  it('starts a new deal with n and a chosen one with g', async () => {
    const app = start();
    await press(app, 'n');
    await until(() => expect(app.frame()).toContain('deal 42'));
    await press(app, 'g', '7', '3');
    await until(() => expect(app.frame()).toContain('Deal number: 73_'));
    await press(app, KEY.enter);
    await until(() => expect(app.frame()).toContain('New game: deal 73.'));
  });

  it('asks for a larger terminal when resized too small, and redraws the board when it grows back', async () => {
    const app = start();
    await until(() => expect(app.frame()).toContain('[ 9♥]'));
    const resize = (columns: number, rows: number) => {
      Object.defineProperty(app.stdout, 'columns', { value: columns, configurable: true });
      Object.defineProperty(app.stdout, 'rows', { value: rows, configurable: true });
      app.stdout.emit('resize');
    };
    resize(40, 10);
    await until(() => expect(app.frame().replace(/\n/g, ' ')).toContain('enlarge it to at least 46×11 (it is 40×10)'));
    resize(100, 30);
    await until(() => expect(app.frame()).toContain('[ 9♥]'));
  });
});

describe("App with Spider's stock and runs", () => {
  const spadesDown = (high: number, low: number) =>
    Array.from({ length: high - low + 1 }, (_, k) => `${'A23456789TJQK'[high - k - 1]}S`);

  it('U5: deals a row with d, says why not while a pile is empty, and says the help of d', async () => {
    const dealt = startGame(spider, 1);
    if (!dealt.ok) throw new Error(dealt.error);
    const app = start('en', false, spider, dealt.value);
    await until(() => expect(line(app.frame(), 0)).toContain('stock 50'));
    await press(app, 'd');
    await until(() => expect(line(app.frame(), 0)).toContain('stock 40'));
    expect(currentState(app.host.session.game).tableau.map((p) => p.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6, 6, 6]);
    await press(app, '?');
    await until(() => expect(app.frame()).toContain('deal one card from the stock onto every pile'));
    app.unmount();
    const holed = start('en', false, spider, gameFromLayout(spider, { tableau: [['9S'], [], ['7S']], stock: ['AS'] }));
    await press(holed, 'd');
    await until(() => expect(holed.frame()).toContain('The stock deals again only when every pile holds a card.'));
  });

  it('U6: says under the board that a complete run went up with the move that completed it', async () => {
    const others = [['9S'], ['TS'], ['9H'], ['8H'], ['7H'], ['6H'], ['5H'], ['4H']];
    const game = gameFromLayout(spider, { tableau: [['#5S', ...spadesDown(13, 2)], ['AS'], ...others] });
    const app = start('en', false, spider, game);
    await press(app, KEY.right, KEY.enter, KEY.enter);
    await until(() => expect(app.frame()).toContain('A complete run, King down to Ace, goes to a foundation.'));
    expect(currentState(app.host.session.game).foundations[0]).toHaveLength(13);
  });
});

describe('App with free cells', () => {
  const deal1 = (def: VariantDefinition) => {
    const started = startGame(def, 1, {});
    if (!started.ok) throw new Error(started.error);
    return started.value;
  };
  const at80x24 = (app: ReturnType<typeof start>) => {
    Object.defineProperty(app.stdout, 'columns', { value: 80, configurable: true });
    Object.defineProperty(app.stdout, 'rows', { value: 24, configurable: true });
    app.stdout.emit('resize');
  };

  it('plays FreeCell deal 1 at 80×24 by keys: c fills a cell, C goes to it, the engine says why not', async () => {
    const app = start('en', false, freeCell, deal1(freeCell));
    at80x24(app);
    // Four free cells, then the four foundations, all empty: each shows the Ace it takes first.
    await until(() => expect(line(app.frame(), 2)).toMatch(/^ {2}· {5}· {5}· {5}· {6}A· {4}A· {4}A· {4}A·/));
    await press(app, 'c');
    await until(() => expect(line(app.frame(), 2)).toMatch(/^ {2}6♠ {4}· /));
    expect(app.frame()).toContain('1 move');
    // The next two piles' top cards go to the next cells; C goes to the first card in a cell, Enter picks it up.
    await press(app, 'l', 'c', 'l', 'c', 'C');
    await until(() => expect(line(app.frame(), 2)).toMatch(/^\[ 6♠\] {3}9♣ {4}2♥ {4}· /));
    await press(app, KEY.enter);
    await until(() => expect(app.frame()).toContain('Holding 6♠'));
    // Put back; down to the piles, the fourth pile's card fills the last cell, and the fifth's finds none free.
    await press(app, KEY.esc);
    await until(() => expect(app.frame()).not.toContain('Holding'));
    await press(app, 'j', 'l', 'l', 'l', 'c', 'l', 'c');
    await until(() => expect(app.frame()).toContain('That cell already holds a card.'));
    expect(line(app.frame(), 2)).toMatch(/^ {2}6♠ {4}9♣ {4}2♥ {4}6♥/);
    for (const l of app.frame().split('\n')) expect([...l].length).toBeLessThanOrEqual(80);
  });

  it('shows the keys of the cells in the help of a game with cells', async () => {
    const app = start('en', false, seahavenTowers, deal1(seahavenTowers));
    await press(app, '?');
    await until(() => expect(app.frame()).toContain('c: send the card under the cursor'));
  });

  it('plays a cell by mouse: a click on a card, then on a free cell', async () => {
    const on = gameOn(freeCell, deal1(freeCell));
    await until(() => expect(line(on.frame(), 10)).toContain('6S'));
    // 6S tops pile 1: its middle is column 3 (from 1) of screen line 11, the tableau's seventh; cell 2's middle is
    // column 9 of line 3, the top row.
    on.type('\u001b[<0;3;11M', '\u001b[<0;3;11m');
    await until(() => expect(on.frame()).toContain('Holding 6S'));
    on.type('\u001b[<0;9;3M', '\u001b[<0;9;3m');
    await until(() => expect(line(on.frame(), 2)).toMatch(/^ {2}\. {5}6S /));
    expect(on.frame()).toContain('1 move');
    on.type('q');
    await on.ended;
  });
});

describe('App with the solver', () => {
  /** Solver threads whose answers the test gives, request by request. */
  const scripted = () => {
    const waiting: { request: AssistRequest; reply: (r: AssistResponse) => void }[] = [];
    const fake = fakeWorkers(
      (request) =>
        new Promise<AssistResponse>((reply) => {
          waiting.push({ request, reply });
        }),
    );
    return { fake, waiting, assistant: lanes(fake.spawn) };
  };
  const lanes = (spawn: () => WorkerLike) => ({
    position: new SolverLane(() => workerTransport(spawn())),
    deals: new SolverLane(() => workerTransport(spawn())),
    available: () => true,
  });
  const startWith = (settings: Settings, solver: { assistant: ReturnType<typeof lanes> }, initial: Game = game) => {
    const mem = memoryHost(newSession(athena, initial, 'en', 100, null, settings));
    const app = render(<App host={mem.host} glyphs={unicodeGlyphs} colour={false} assistant={solver.assistant} />);
    return { ...app, ...mem, frame: () => app.lastFrame() ?? '' };
  };
  const status = (app: { frame: () => string }) => line(app.frame(), 0);

  it('shows the verdict on the status line, thinking until the solver answers, again after each move', async () => {
    const solver = scripted();
    const app = startWith(defaultSettings, solver);
    await until(() => expect(status(app)).toMatch(/0 moves · time 0:00 · thinking…$/));
    await until(() => expect(solver.waiting).toHaveLength(1));
    expect(solver.waiting[0]!.request).toMatchObject({
      kind: 'position',
      variant: 'athena',
      state: currentState(game),
    });
    solver.waiting[0]!.reply({ id: solver.waiting[0]!.request.id, kind: 'position', outcome: 'unknown', line: null });
    await until(() => expect(status(app)).toMatch(/ · not known yet$/));
    await press(app, 'd');
    await until(() => expect(status(app)).toMatch(/1 move · time \d+:\d\d · thinking…$/));
    await until(() => expect(solver.waiting).toHaveLength(2));
    solver.waiting[1]!.reply({ id: solver.waiting[1]!.request.id, kind: 'position', outcome: 'lost', line: null });
    await until(() => expect(status(app)).toMatch(/ · cannot be won any more$/));
    // Back to a position already judged: the verdict comes back without another search.
    await press(app, 'u');
    await until(() => expect(status(app)).toMatch(/0 moves · time \d+:\d\d · not known yet$/));
    // And a position after a lost one is lost too, without asking.
    await press(app, 'r', 'd');
    await until(() => expect(status(app)).toMatch(/2 moves · .* · cannot be won any more$/));
    expect(solver.waiting).toHaveLength(2);
  });

  it('cancels the search of a position left before the answer, by ending its thread', async () => {
    const solver = scripted();
    const app = startWith(defaultSettings, solver);
    await until(() => expect(solver.waiting).toHaveLength(1));
    await press(app, 'd');
    await until(() => expect(solver.waiting).toHaveLength(2));
    expect(solver.fake.workers[0]!.terminated).toBe(true);
    expect(solver.waiting[1]!.request).toMatchObject({ kind: 'position', state: currentState(app.saves.at(-1)!) });
    // Keys still work while the solver thinks.
    await press(app, KEY.right);
    await until(() => expect(line(app.frame(), 5)).toMatch(/\[ 8♠\]/));
  });

  it('switches the verdict off and on with v, and remembers it', async () => {
    const solver = scripted();
    const app = startWith(defaultSettings, solver);
    await until(() => expect(solver.waiting).toHaveLength(1));
    await press(app, 'v');
    await until(() => expect(status(app)).toMatch(/time 0:00$/));
    expect(app.frame()).toContain('The status line no longer says whether the game can be won.');
    // The search no one waits for any more is stopped.
    await until(() => expect(solver.fake.workers[0]!.terminated).toBe(true));
    await press(app, 'v');
    await until(() => expect(status(app)).toMatch(/thinking…$/));
    expect(app.patches).toEqual([{ verdict: false }, { verdict: true }]);
  });

  it('gives a proven hint when the solver has found a win, and plays it with p', async () => {
    const deal7 = startGame(athena, 7);
    if (!deal7.ok) throw new Error(deal7.error);
    // Real answers, worked out in this thread.
    const app = startWith(defaultSettings, { assistant: lanes(fakeWorkers().spawn) }, deal7.value);
    await until(() => expect(status(app)).toMatch(/ · can still be won$/));
    await press(app, 'H');
    await until(() => expect(app.frame()).toContain('Hint, proven (the solver found a win from here)'));
    await press(app, 'p');
    await until(() => expect(status(app)).toMatch(/1 move · .* · can still be won$/));
  });

  it('gives the heuristic move at once, then says it is not proven when the solver finds no win', async () => {
    const solver = scripted();
    const app = startWith(quietSettings, solver);
    await until(() => expect(status(app)).toMatch(/time 0:00$/));
    await press(app, 'H');
    await until(() =>
      expect(app.frame()).toMatch(
        /Hint, a suggestion \(the solver is checking it…\): 8♠ (onto 9[♥♦]|to the empty pile)\./,
      ),
    );
    await until(() => expect(solver.waiting).toHaveLength(1));
    const { request, reply } = solver.waiting[0]!;
    expect(request).toMatchObject({ kind: 'position', state: currentState(game) });
    reply({ id: request.id, kind: 'position', outcome: 'unknown', line: null });
    await until(() =>
      expect(app.frame()).toMatch(/Hint, a suggestion, not proven: 8♠ (onto 9[♥♦]|to the empty pile)\./),
    );
    expect(status(app)).toMatch(/time 0:00$/); // the verdict stays off
  });

  it('looks for a winnable deal on n, then deals it', async () => {
    const solver = scripted();
    const app = startWith({ ...quietSettings, winnableOnly: true, winnableExplained: true }, solver);
    await press(app, 'n');
    await until(() => expect(status(app)).toMatch(/deal 1 · .* · looking for a winnable deal…$/));
    expect(app.frame()).toContain('Looking for a deal the solver can win…');
    await until(() => expect(solver.waiting).toHaveLength(1));
    const { request, reply } = solver.waiting[0]!;
    expect(request).toMatchObject({ kind: 'winnableDeal', variant: 'athena', seed: 42 });
    await press(app, 'd');
    await until(() => expect(app.frame()).toContain('Still looking for a winnable deal'));
    reply({ id: request.id, kind: 'winnableDeal', deal: 4242, tried: 1 });
    await until(() => expect(app.frame()).toContain('New game: deal 4242, proved winnable by the solver.'));
    expect(status(app)).toMatch(/^Athena · deal 4242 · stock 24/);
  });
});
