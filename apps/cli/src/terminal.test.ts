import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ENTER_GAME, LEAVE_GAME, takeTerminal } from './terminal.js';

/** A stand-in process: its events are fired by the test; exit() records the status instead of ending anything. */
const fakeProcess = () => {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  return {
    emitter,
    exits,
    proc: {
      on: emitter.on.bind(emitter),
      off: emitter.off.bind(emitter),
      exit: (code: number) => {
        exits.push(code);
      },
    },
  };
};

describe('takeTerminal', () => {
  it('turns mouse reporting on with the alternate screen, and off once on the normal way out', () => {
    const out: string[] = [];
    const { proc, emitter } = fakeProcess();
    const restore = takeTerminal(
      (s) => out.push(s),
      proc,
      () => {},
    );
    expect(out).toEqual([ENTER_GAME]);
    expect(ENTER_GAME).toContain('\u001b[?1006h');
    expect(ENTER_GAME).toContain('\u001b[?1002h'); // motion while a button is held: drags
    restore();
    restore();
    emitter.emit('exit');
    expect(out).toEqual([ENTER_GAME, LEAVE_GAME]);
    expect(LEAVE_GAME).toContain('\u001b[?1006l');
    expect(LEAVE_GAME).toContain('\u001b[?1000l');
    expect(LEAVE_GAME).toContain('\u001b[?1002l');
    expect(emitter.listenerCount('SIGTERM')).toBe(0);
  });
  it.each([
    ['SIGTERM', 143],
    ['SIGHUP', 129],
    ['SIGINT', 130],
  ])('restores the terminal on %s and exits with %i', (signal, code) => {
    const out: string[] = [];
    const { proc, emitter, exits } = fakeProcess();
    takeTerminal(
      (s) => out.push(s),
      proc,
      () => {},
    );
    emitter.emit(signal);
    expect(out).toEqual([ENTER_GAME, LEAVE_GAME]);
    expect(exits).toEqual([code]);
  });
  it('restores the terminal before reporting a crash, without a stack trace', () => {
    const out: string[] = [];
    const { proc, emitter, exits } = fakeProcess();
    takeTerminal(
      (s) => out.push(s),
      proc,
      (m) => out.push(`report: ${m}`),
    );
    emitter.emit('uncaughtException', new Error('boom'));
    expect(out).toEqual([ENTER_GAME, LEAVE_GAME, 'report: boom']);
    expect(exits).toEqual([1]);
  });
  it('restores the terminal when the process exits without the normal way out', () => {
    const out: string[] = [];
    const { proc, emitter } = fakeProcess();
    takeTerminal(
      (s) => out.push(s),
      proc,
      () => {},
    );
    emitter.emit('exit', 0);
    expect(out).toEqual([ENTER_GAME, LEAVE_GAME]);
  });
});
