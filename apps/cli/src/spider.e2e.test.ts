// End to end in tmux at 80×24: Spider's ten deep piles, a row dealt by one key, the hint played move by move, and
// Microsoft's score on the status line, every line within the terminal's width.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TMUX, tmuxDriver } from './tmuxDriver.js';

const driver = tmuxDriver();
const { waitFor, keys, launchWith, quit } = driver;

const fits = (screen: string) => screen.split('\n').every((line) => [...line.trimEnd()].length <= 80);

describe.skipIf(!TMUX)(TMUX ? 'Spider in tmux' : 'Spider in tmux (skipped: tmux is not installed)', () => {
  beforeAll(() => {
    driver.start();
  });
  afterAll(() => driver.stop());

  it('deals a row with d, plays the proven hint with p, and keeps the score, all within 80×24', async () => {
    launchWith({ size: [80, 24] }, 'spider', '--suits', '1', '--deal', '1', '--lang', 'en', '--ascii');
    let screen = await waitFor((s) => s.includes('deal 1') && s.includes('stock 50'), 'the first frame');
    expect(screen).toContain('score 500');
    expect(fits(screen)).toBe(true);
    // One key deals ten cards, one onto each pile; a row dealt is a move, and costs its point.
    keys('d');
    screen = await waitFor((s) => s.includes('stock 40'), 'a row dealt');
    expect(screen).toContain('1 move');
    expect(screen).toContain('score 499');
    expect(fits(screen)).toBe(true);
    // The hint is proven, then each p plays one move of the winning line.
    keys('H');
    await waitFor((s) => s.includes('Hint, proven'), 'a proven hint', 120_000);
    for (let moves = 1; moves < 11; moves++) {
      keys('p');
      screen = await waitFor((s) => s.includes(`${moves + 1} moves`), `move ${moves + 1}`, 60_000);
      expect(fits(screen), screen).toBe(true);
    }
    expect(screen).toMatch(/score \d{3}/);
    expect(await quit()).toBe(0);
  }, 240_000);

  // The solver proves one-suit deal 1 in 743,833 positions (2.30.0), well within the hint's budget; its line is 101
  // moves (5 of them rows dealt), complete runs leaving on the way.
  it('wins one-suit deal 1 by following the proven hints, p after p', async () => {
    const screen = await driver.winByHints('spider', 'Spider', 1, 400, undefined, ['--suits', '1']);
    expect(screen).toContain('Won!');
  }, 300_000);
});
