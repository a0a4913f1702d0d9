import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { MouseReport } from './keys.js';
import { HOLD_MS, MouseReportSplitter, type Timers, splitMouseInput } from './mouseInput.js';

const press = (x: number, y: number): MouseReport => ({ button: 0, x, y, press: true });

describe('MouseReportSplitter', () => {
  it('takes whole reports out and leaves keys, escape sequences included, as they came', () => {
    const s = new MouseReportSplitter();
    expect(s.push('j\u001b[<0;9;6M\u001b[A\u001b[<0;9;6mk')).toEqual({
      text: 'j\u001b[Ak',
      reports: [press(9, 6), { button: 0, x: 9, y: 6, press: false }],
    });
    expect(s.holding).toBe(false);
  });

  it('joins a report split across reads, wherever the split falls', () => {
    const report = '\u001b[<32;12;7M';
    for (let cut = 1; cut < report.length; cut++) {
      const s = new MouseReportSplitter();
      const first = s.push(`q${report.slice(0, cut)}`);
      expect(first).toEqual({ text: 'q', reports: [] });
      expect(s.holding).toBe(true);
      const drag = { button: 32, x: 12, y: 7, press: true };
      expect(s.push(`${report.slice(cut)}x`)).toEqual({ text: 'x', reports: [drag] });
    }
  });

  it('hands what only looked like the start of a report to the keys: an arrow, an Esc alone', () => {
    const s = new MouseReportSplitter();
    expect(s.push('\u001b[')).toEqual({ text: '', reports: [] });
    expect(s.push('B')).toEqual({ text: '\u001b[B', reports: [] });
    expect(s.push('\u001b')).toEqual({ text: '', reports: [] });
    expect(s.flush()).toBe('\u001b');
    expect(s.holding).toBe(false);
  });
});

/** A terminal stand-in: what was asked of it, and a way to type into it. */
const terminal = () => {
  const calls: string[] = [];
  const source = Object.assign(new PassThrough(), {
    isTTY: true,
    setRawMode: (mode: boolean) => {
      calls.push(`raw ${mode}`);
    },
    ref: () => {
      calls.push('ref');
    },
    unref: () => {
      calls.push('unref');
    },
  });
  return { source, calls };
};

/** Timers run by hand. */
const manualTimers = () => {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  const timers: Timers = {
    set: (run, ms) => {
      pending.set(++next, { run, ms });
      return next;
    },
    clear: (t) => {
      pending.delete(t as number);
    },
  };
  const runAll = () => {
    for (const [id, t] of [...pending]) {
      pending.delete(id);
      t.run();
    }
  };
  return { timers, pending, runAll };
};

const readAll = (keys: NodeJS.ReadStream): string => {
  let out = '';
  for (let chunk = keys.read() as string | null; chunk !== null; chunk = keys.read() as string | null) out += chunk;
  return out;
};
const tick = () => new Promise((r) => setImmediate(r));

describe('splitMouseInput', () => {
  it('stands for the terminal: TTY, raw mode, ref and unref reach it', () => {
    const { source, calls } = terminal();
    const input = splitMouseInput(source);
    expect(input.keys.isTTY).toBe(true);
    input.keys.setRawMode(true);
    input.keys.ref();
    input.keys.unref();
    input.keys.setRawMode(false);
    expect(calls).toEqual(['raw true', 'ref', 'unref', 'raw false']);
    input.close();
  });

  it('gives the keys to the key stream and the reports to the game, even those sent before it listened', async () => {
    const { source } = terminal();
    const input = splitMouseInput(source);
    source.write('\u001b[<0;3;4M');
    await tick();
    const heard: MouseReport[] = [];
    input.mouse.subscribe((r) => heard.push(r));
    source.write('ab\u001b[<0;3;');
    source.write('4mc');
    await tick();
    expect(heard).toEqual([press(3, 4), { button: 0, x: 3, y: 4, press: false }]);
    expect(readAll(input.keys)).toBe('abc');
    input.close();
  });

  it('hands an Esc alone to the keys once nothing follows it', async () => {
    const { source } = terminal();
    const clock = manualTimers();
    const input = splitMouseInput(source, clock.timers);
    source.write('\u001b');
    await tick();
    expect(readAll(input.keys)).toBe('');
    expect([...clock.pending.values()].map((t) => t.ms)).toEqual([HOLD_MS]);
    clock.runAll();
    await tick();
    expect(readAll(input.keys)).toBe('\u001b');
    input.close();
  });
});
