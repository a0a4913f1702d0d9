// For the end-to-end tests only: the built binary in a real terminal (tmux), driven by keystrokes and read back from
// the screen. Each test file drives its own private tmux servers, in a folder of its own.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/** The tmux binary, when one is installed. */
export const TMUX =
  ['/usr/bin/tmux', '/usr/local/bin/tmux'].find(existsSync) ??
  (() => {
    try {
      return execFileSync('sh', ['-c', 'command -v tmux'], { encoding: 'utf8' }).trim() || undefined;
    } catch {
      return undefined;
    }
  })();

/** The built game. */
export const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/cli.js');

/** The exit status once the program has ended (the shell around it prints it), else null. */
export const exitStatus = (screen: string): number | null => {
  const m = /\[exit (\d+)\]/.exec(screen);
  return m ? Number(m[1]) : null;
};

/** The screen cell (from 0) `offset` columns into the first place `text` shows at, from the tableau's first line on. */
export const cellOf = (screen: string, text: string, offset = 2): [number, number] => {
  const lines = screen.split('\n');
  for (let y = 4; y < lines.length; y++) {
    const x = lines[y]!.indexOf(text);
    if (x >= 0) return [x + offset, y];
  }
  throw new Error(`${JSON.stringify(text)} is not on the board:\n${screen}`);
};

/** How a launch differs from the usual one: another build, more environment, a file for stderr, another size. */
export interface LaunchOptions {
  readonly bin?: string;
  readonly env?: readonly string[];
  readonly stderrTo?: string;
  readonly size?: readonly [number, number];
  /** The folder of saves and statistics (XDG_STATE_HOME), else the test's own. */
  readonly stateHome?: string;
  /** A file-size limit for the game, in KB (bash's `ulimit -f`). */
  readonly fileLimitKB?: number;
}

/**
 * A driver of the built game in tmux for one test file: `start` (in beforeAll) makes its folder and returns it,
 * `stop` (in afterAll) ends every server it started and removes the folder.
 */
export const tmuxDriver = () => {
  let work = '';
  // One server per launch: a server left shutting down by the previous session must not receive the next one.
  let launches = 0;
  const socket = () => join(work, `tmux-${launches}.sock`);
  // A private server whose panes stay after their program ends, so that its last words can be read.
  // The server runs in a UTF-8 locale whatever the test runner's, so that the status line's "·" survives capture.
  const tmux = (...args: string[]): string =>
    execFileSync(TMUX!, ['-S', socket(), '-f', join(work, 'tmux.conf'), ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' },
    });
  // With the history (-S -): a program that ends at once may have its lines scrolled off the visible screen.
  const pane = (): string => tmux('capture-pane', '-p', '-S', '-', '-t', 'e2e');

  /** Polls the screen until `check` passes; a generous timeout, because a shared machine can be slow. */
  const waitFor = async (check: (screen: string) => boolean, what: string, timeoutMs = 30_000): Promise<string> => {
    const start = Date.now();
    let screen = '';
    while (Date.now() - start < timeoutMs) {
      screen = pane();
      if (check(screen)) return screen;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timed out waiting for ${what}; the screen was:\n${screen}`);
  };

  /** Sends keys one at a time, each after the screen reacted to the previous, as a player would. */
  const keys = (...k: string[]) => tmux('send-keys', '-t', 'e2e', ...k);

  /** Sends an SGR mouse report (button code, screen cell from 0, press or release) as the terminal would. */
  const mouse = (button: number, [x, y]: readonly [number, number], end: 'M' | 'm') => {
    const report = `\u001b[<${button};${x + 1};${y + 1}${end}`;
    tmux('send-keys', '-t', 'e2e', '-H', ...[...report].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')));
  };

  /** A left click at a screen cell (from 0), as a terminal reports it in SGR mode: press, then release. */
  const click = (x: number, y: number) => {
    mouse(0, [x, y], 'M');
    mouse(0, [x, y], 'm');
  };

  const launchWith = (options: LaunchOptions, ...args: string[]) => {
    const env = [
      `XDG_STATE_HOME=${options.stateHome ?? join(work, 'state')}`,
      'LANG=C.UTF-8',
      'LC_ALL=C.UTF-8',
      'NO_COLOR=1',
      'TERM=xterm-256color',
      ...(options.env ?? []),
    ];
    const quote = (a: string) => `'${a.replace(/'/g, "'\\''")}'`;
    const limit =
      options.fileLimitKB === undefined
        ? []
        : ['bash', '-c', `ulimit -f ${options.fileLimitKB} && exec "$@"`, 'limited'];
    const command =
      [...limit, 'env', '-u', 'CI', ...env, process.execPath, options.bin ?? BIN, ...args].map(quote).join(' ') +
      (options.stderrTo ? ` 2>${quote(options.stderrTo)}` : '');
    const [columns, rows] = options.size ?? [120, 40];
    // tmux runs this through sh; the status line printed after the game is how the test reads its exit code.
    launches++;
    tmux('new-session', '-d', '-x', String(columns), '-y', String(rows), '-s', 'e2e', `${command}; echo "[exit $?]"`);
  };

  const launch = (...args: string[]) => launchWith({}, ...args);

  const quit = async (): Promise<number> => {
    keys('q');
    const screen = await waitFor((s) => exitStatus(s) !== null, 'the program to end');
    tmux('kill-server');
    return exitStatus(screen)!;
  };

  /**
   * Launches a deal (at `size`, else the usual size; `options` such as `--suits 1` added) and plays the proven hint
   * (p) until it is won, never coming back to a board seen before, then quits; returns the screen of the win.
   */
  const winByHints = async (
    variant: string,
    title: string,
    deal: number,
    most: number,
    size?: readonly [number, number],
    options: readonly string[] = [],
  ) => {
    launchWith(size ? { size } : {}, variant, '--deal', String(deal), ...options, '--lang', 'en', '--ascii');
    await waitFor((s) => s.includes(`${title} · deal ${deal}`), 'the first frame');
    // The verdict may be switched off (an earlier test did so, and it is remembered): a hint asks the solver anyway.
    keys('H');
    let screen = await waitFor((s) => s.includes('Hint, proven'), 'a proven hint', 120_000);
    const seen = new Set<string>();
    let presses = 0;
    while (!screen.includes('Won!') && presses < most) {
      const before = screen.split('\n')[0]!.replace(/ · time \d+:\d\d/, '');
      keys('p');
      presses++;
      // Each press plays one move of the proven line: the move count on the status line goes up by one.
      const moves = Number(/(\d+) moves?/.exec(before)?.[1] ?? '0');
      screen = await waitFor(
        (s) => s.includes('Won!') || s.includes(`${moves + 1} move`),
        `move ${moves + 1}`,
        120_000,
      );
      const board = screen.split('\n').slice(1, -3).join('\n');
      expect(seen.has(board), `position after ${presses} presses seen before`).toBe(false);
      seen.add(board);
    }
    expect(screen).toContain('Won!');
    expect(presses).toBeLessThan(most);
    expect(await quit()).toBe(0);
    return screen;
  };

  return {
    start: (): string => {
      if (!existsSync(BIN))
        throw new Error(`${BIN} is missing: build the CLI first (pnpm turbo run build --filter=@solitaire/cli)`);
      work = mkdtempSync(join(tmpdir(), 'solitaire-e2e-'));
      writeFileSync(join(work, 'tmux.conf'), 'set -g remain-on-exit on\n');
      return work;
    },
    stop: () => {
      // Every server this file started, also those a failed test left behind.
      for (; launches > 0; launches--)
        try {
          tmux('kill-server');
        } catch {
          /* already gone */
        }
      rmSync(work, { recursive: true, force: true });
    },
    tmux,
    pane,
    waitFor,
    keys,
    launchWith,
    launch,
    quit,
    mouse,
    click,
    winByHints,
  };
};
