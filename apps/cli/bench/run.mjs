// Benchmark of the built terminal game, as a player meets it: the time from launch to the first frame, and from a
// key press to the redrawn frame. The binary runs in a pseudo-terminal (util-linux `script`), so the outside
// figures include the terminal round trip; the game also reports the same moments from inside
// (SOLITAIRE_TRACE_FILE), with the CPU time used to the first frame, which a busy machine does not inflate.
// Goals: first frame < 300 ms, redraw < 16 ms.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const BIN = resolve(here, '../dist/cli.js');
const LAUNCHES = Number(process.env.BENCH_LAUNCHES ?? 10);
const KEYS = Number(process.env.BENCH_KEYS ?? 40);

if (spawnSync('script', ['--version']).status !== 0) {
  console.log('bench: util-linux `script` is not installed; nothing measured');
  process.exit(0);
}

const quote = (s) => `'${s.replace(/'/g, "'\\''")}'`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { min: s[0], median: at(0.5), p95: at(0.95), max: s.at(-1) };
};
const fmt = (o) =>
  Object.entries(o)
    .map(([k, v]) => `${k} ${v.toFixed(1)} ms`)
    .join(', ');

/** Starts the game in a 120×40 pseudo-terminal; resolves when `ready` appears in its output. */
const launch = (state, args) =>
  new Promise((resolveLaunch, reject) => {
    const inner = `stty cols 120 rows 40; exec ${quote(process.execPath)} ${quote(BIN)} ${args.map(quote).join(' ')}`;
    const env = {
      ...process.env,
      XDG_STATE_HOME: state,
      LANG: 'C.UTF-8',
      TERM: 'xterm-256color',
      SOLITAIRE_TRACE_FILE: join(state, 'trace.jsonl'),
    };
    delete env.CI;
    const t0 = performance.now();
    const child = spawn('script', ['-qfec', inner, '/dev/null'], { env, stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    const listeners = new Set();
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      for (const l of listeners) l(chunk);
    });
    const onFirst = () => {
      if (out.includes('· deal ')) {
        listeners.delete(onFirst);
        resolveLaunch({ child, firstFrameMs: performance.now() - t0, listeners });
      }
    };
    listeners.add(onFirst);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (listeners.has(onFirst)) reject(new Error(`game exited (${code}) before its first frame:\n${out}`));
    });
  });

/** Sends a key and measures the time to the first byte of the redrawn frame. */
const press = (game, key) =>
  new Promise((resolvePress) => {
    const t0 = performance.now();
    const onData = () => {
      game.listeners.delete(onData);
      resolvePress(performance.now() - t0);
    };
    game.listeners.add(onData);
    game.child.stdin.write(key);
  });

const quit = async (game) => {
  const exited = new Promise((r) => game.child.on('exit', r));
  game.child.stdin.write('q');
  await exited;
};

const traced = (state) =>
  readFileSync(join(state, 'trace.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

const main = async () => {
  const work = mkdtempSync(join(tmpdir(), 'solitaire-bench-'));
  try {
    const first = [],
      inside = [],
      cpu = [],
      ready = [];
    for (let i = 0; i < LAUNCHES; i++) {
      const state = join(work, `launch-${i}`);
      mkdirSync(state, { recursive: true });
      const game = await launch(state, ['athena', '--deal', '1', '--lang', 'en']);
      first.push(game.firstFrameMs);
      await sleep(150);
      await quit(game);
      const records = traced(state);
      const paint = records.find((r) => r.event === 'first-paint');
      inside.push(paint.sinceStartMs);
      cpu.push(paint.cpuMs);
      ready.push(records.find((r) => r.event === 'interactive').sinceStartMs);
    }
    const keysState = join(work, 'keys');
    mkdirSync(keysState, { recursive: true });
    const game = await launch(keysState, ['athena', '--deal', '1', '--lang', 'en']);
    await sleep(300);
    // Warm-up: the first presses also pay for compiling the code they run; the figures are for steady play.
    for (let i = 0; i < 10; i++) {
      await press(game, i % 2 ? 'h' : 'l');
      await press(game, i % 2 ? 'u' : 'd');
      await sleep(60);
    }
    const warm = readFileSync(join(keysState, 'trace.jsonl'), 'utf8').trim().split('\n').length;
    const cursor = [];
    const moves = [];
    for (let i = 0; i < KEYS; i++) {
      cursor.push(await press(game, i % 2 ? 'h' : 'l'));
      // Ink draws at most 30 frames a second; wait past its throttle so that every press is drawn at once.
      await sleep(60);
    }
    for (let i = 0; i < KEYS; i++) {
      moves.push(await press(game, i % 2 ? 'u' : 'd'));
      await sleep(60);
    }
    await quit(game);
    const redrawRecords = traced(keysState)
      .slice(warm)
      .filter((r) => r.event === 'redraw');
    const redraws = redrawRecords.map((r) => r.ms);
    const redrawCpu = stats(redrawRecords.map((r) => r.cpuMs));
    const goal = (ms, limit) => `[goal < ${limit} ms: ${ms < limit ? 'met' : 'NOT met'}]`;
    const f = stats(first),
      i = stats(inside),
      u = stats(cpu),
      k = stats(ready),
      c = stats(cursor),
      m = stats(moves),
      r = stats(redraws);
    const load = (await import('node:os')).loadavg()[0].toFixed(1);
    console.log(
      `machine: ${(await import('node:os')).cpus().length} cores, load average ${load} (figures grow with load)`,
    );
    console.log(
      `first frame, launch to board seen on the terminal (${LAUNCHES} launches): ${fmt(f)}  ${goal(f.median, 300)}`,
    );
    console.log(`first frame, process start to frame written, in-process: ${fmt(i)}  ${goal(i.median, 300)}`);
    console.log(`CPU time used up to the first frame: ${fmt(u)}`);
    console.log(`keys answered (Ink's first frame), process start, in-process: ${fmt(k)}`);
    console.log(`redraw after a cursor key, seen on the terminal (${KEYS} presses): ${fmt(c)}  ${goal(c.median, 16)}`);
    console.log(
      `redraw after a move (draw/undo, save included), seen on the terminal (${KEYS} presses): ${fmt(m)}  ${goal(m.median, 16)}`,
    );
    console.log(
      `redraw, key received to frame written, in-process (${redraws.length} frames): ${fmt(r)}  ${goal(r.median, 16)}`,
    );
    console.log(`CPU time used per redraw, in-process: ${fmt(redrawCpu)}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

main().catch((e) => {
  console.error(`bench: ${e.message}`);
  process.exit(1);
});
