// The assistance in the running terminal game (Ink), with solver threads played by the real solver in this thread.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'ink-testing-library';
import { startGame } from '@solitaire/engine';
import { defaultPlaySettings } from '@solitaire/play';
import { athena } from '@solitaire/variants';
import { App } from './App.js';
import { threadAssistant } from './assistLane.js';
import { asciiGlyphs } from './glyphs.js';
import { newSession } from './terminalSession.js';
import { fakeWorkers, memoryHost, until as untilWithin } from './terminalTesting.js';

afterEach(() => cleanup());

// The real solver on a loaded machine: a longer wait than the other screens need.
const until = (check: () => void) => untilWithin(check, 20_000);

const app = (deal: number) => {
  const g = startGame(athena, deal);
  if (!g.ok) throw new Error(g.error);
  const fake = fakeWorkers();
  const assistant = threadAssistant(fake.spawn, null);
  const { host } = memoryHost(newSession(athena, g.value, 'en', 100, null, defaultPlaySettings));
  const a = render(
    <App host={host} glyphs={asciiGlyphs} colour={false} assistant={assistant} today={() => '2026-12-01'} />,
  );
  const press = async (...keys: string[]) => {
    for (const k of keys) {
      a.stdin.write(k);
      await new Promise((r) => setImmediate(r));
    }
  };
  return { ...a, press, frame: () => a.lastFrame() ?? '' };
};

describe('the assistance in the terminal game', () => {
  // Athena deal 39: the 7th pile's top card onto the 5th loses the deal.
  it('b asks about earlier positions until it finds the last winnable one, then goes back to it', async () => {
    const a = app(39);
    await until(() => expect(a.frame()).toContain('can still be won'));
    await a.press('v'); // verdict off: the way back must ask the solver about the earlier positions itself
    await a.press('l', 'l', 'l', 'l', 'l', 'l', '\r', '\r', 'd', 'd');
    await until(() => expect(a.frame()).toContain('3 moves'));
    await a.press('b');
    await until(() => expect(a.frame()).toContain('Back 3 moves, to the last position that can still be won.'));
    expect(a.frame()).toContain('0 moves');
  });

  it('the deal menu opens with m and names the day; Esc closes it', async () => {
    const a = app(5);
    await a.press('m');
    await until(() => expect(a.frame()).toContain('t: the deal of the day (2026-12-01)'));
    await a.press('\u001b');
    await until(() => expect(a.frame()).toContain('deal 5'));
  });
});
