// Pyramid and TriPeaks in the terminal, from their definitions (not yet in the menu): their rows fit 80×24, the cards
// covered are marked so the free ones stand out, and a pair is chosen with the keys.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'ink-testing-library';
import { type Game, type VariantDefinition, currentState, startGame } from '@solitaire/engine';
import { removalTargets } from '@solitaire/play';
import { acesUp, pyramid, triPeaks } from '@solitaire/variants';
import { App } from './App.js';
import { asciiGlyphs, cardFace } from './glyphs.js';
import { boardLayout, requiredSize } from './layout.js';
import { MARKS, helpDocumentLines, lineText } from './view.js';
import { newSession } from './terminalSession.js';
import { memoryHost, rulesOf, testView, until } from './terminalTesting.js';
import { refusalText } from './texts.js';

afterEach(() => cleanup());

const KEY = { down: '\u001b[B', enter: '\r' };

const gameOf = (def: VariantDefinition, deal: number): Game => {
  const g = startGame(def, deal);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};

const start = (def: VariantDefinition, game: Game) => {
  const mem = memoryHost(newSession(def, game, 'en', 100));
  const app = render(<App host={mem.host} glyphs={asciiGlyphs} colour={false} />);
  return { ...app, ...mem, frame: () => app.lastFrame() ?? '' };
};
const press = async (app: ReturnType<typeof start>, ...keys: string[]) => {
  for (const k of keys) {
    app.stdin.write(k);
    await new Promise((r) => setImmediate(r));
  }
};
const face = (card: number) => cardFace(card, asciiGlyphs);

describe('tables of overlapping cards at 80×24', () => {
  it.each([
    ['Q1: Pyramid', pyramid, 7, 7],
    ['Q5: TriPeaks', triPeaks, 4, 10],
  ] as const)('%s: its rows fit, the longest side by side', (_, def, rows, across) => {
    const rules = rulesOf(def);
    const size = requiredSize(rules);
    expect(size.width).toBeLessThanOrEqual(80);
    expect(size.height).toBeLessThanOrEqual(24);
    const l = boardLayout(rules, currentState(gameOf(def, 1)), 80, { rows: 24 });
    expect(l.rows.slice(1)).toHaveLength(rows);
    const bottom = l.rows.at(-1)!;
    expect(bottom).toHaveLength(across);
    bottom.slice(1).forEach((s, i) => expect(s.x).toBeGreaterThanOrEqual(bottom[i]!.x + bottom[i]!.width));
  });

  it('Q1: draws the pyramid with the covered cards marked and the bottom row free', async () => {
    const game = gameOf(pyramid, 1);
    const app = start(pyramid, game);
    const t = currentState(game).tableau.map((p) => p[0]!.card);
    const [l, r] = MARKS.covered;
    await until(() => expect(app.frame()).toContain(`${l}${face(t[1]!)}${r}`));
    const lines = app.frame().split('\n');
    const bottom = lines.find((x) => x.includes(face(t[21]!)) && x.includes(face(t[27]!)))!;
    for (const i of [22, 23, 24, 25, 26, 27]) expect(bottom).toContain(` ${face(t[i]!)}`);
    expect(lines.length).toBeLessThanOrEqual(24);
    // The removed pile, at the right of the top row, starts from no rank.
    expect(lines[2]!.trimEnd().endsWith(` ${asciiGlyphs.empty.trim()}`)).toBe(true);
    expect(lines[2]).not.toContain(`A${asciiGlyphs.empty.trim()}`);
  });

  it('Q2: a covered card is refused; a free card picked with Enter pairs with its partner by Enter', async () => {
    // A deal whose card at the end of the cursor's way down (the left of the bottom row) has exactly one partner.
    const deal = Array.from({ length: 300 }, (_, i) => i + 1).find((d) => {
      const s = currentState(gameOf(pyramid, d));
      return removalTargets(rulesOf(pyramid), s, { zone: 'tableau', index: 21 }).length === 1;
    })!;
    const game = gameOf(pyramid, deal);
    const app = start(pyramid, game);
    await until(() => expect(app.frame()).toContain('deal'));
    await press(app, KEY.enter);
    await until(() => expect(app.frame()).toContain(refusalText('ERR_CARD_COVERED', 'en')));
    await press(app, ...Array.from({ length: 6 }, () => KEY.down), KEY.enter);
    await until(() => expect(app.frame()).toContain(MARKS.held[0]));
    await press(app, KEY.enter);
    await until(() => expect(currentState(app.host.session.game).foundations[0]).toHaveLength(2));
  });
});

describe('keys of pairs and discards', () => {
  it('O7: f discards the Aces Up card under the cursor', async () => {
    const deal = Array.from({ length: 300 }, (_, i) => i + 1).find((d) => {
      const s = currentState(gameOf(acesUp, d));
      return removalTargets(rulesOf(acesUp), s, { zone: 'tableau', index: 0 }).length > 0;
    })!;
    const app = start(acesUp, gameOf(acesUp, deal));
    await until(() => expect(app.frame()).toContain('deal'));
    await press(app, 'f');
    await until(() => expect(currentState(app.host.session.game).foundations[0]).toHaveLength(1));
  });

  it('the help says the keys of pairs in games that have them only', () => {
    const o = testView();
    const words = 'Enter on a second one removes the pair';
    expect(helpDocumentLines(o, 0, true).map(lineText).join(' ')).toContain(words);
    expect(helpDocumentLines(o, 0, false).map(lineText).join(' ')).not.toContain(words);
  });
});
