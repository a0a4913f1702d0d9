import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNLIMITED, currentState, gameFrom, gameStatus, newDeal, startGame, stateAt } from '@solitaire/engine';
import {
  athena,
  athenaAisleriot,
  bakersGame,
  canfield,
  eightOff,
  fan,
  freeCell,
  laBelleLucie,
  seahavenTowers,
  shamrocks,
  trefoil,
  variants,
} from '@solitaire/variants';
import { locales } from '@solitaire/game-text';
import { TABLEAU_LINE, TOP_ROW_LINE, boardLayout, entryCard, pointAt, slotOf } from './layout.js';
import { asciiGlyphs, cardFace, unicodeGlyphs } from './glyphs.js';
import { reachableDepth } from './navigation.js';
import { translator } from './i18n.js';
import { FAR } from './keys.js';
import { type Session, layoutOf, newSession, resizeTo, update } from './terminalSession.js';
import { defaultPlaySettings as defaultSettings, shownScore } from '@solitaire/play';
import {
  cousins,
  freeCellGame,
  gameFromLayout,
  randomPosition,
  rulesOf,
  solverSays,
  testView,
} from './terminalTesting.js';
import {
  MARKS,
  boardLines,
  gameHelpLines,
  helpScreenLines,
  legendLines,
  lineText,
  rulesDocumentLines,
  rulesWindow,
  screenLines,
  scrollWithin,
  settingsScreenLines,
  statusLines,
  wrap,
} from './view.js';

const text = (lines: ReturnType<typeof boardLines>) => lines.map((l) => lineText(l).trimEnd()).join('\n');
const athenaGame = gameFromLayout(athena, {
  tableau: [['#2C', 'KH', '#QS', '7D'], ['TS'], [], ['5C'], ['6C'], ['7C'], ['AH']],
  stock: ['2D', '3D'],
  waste: ['9C', '8H', '4S', 'JD'],
});

describe('boardLines', () => {
  it('marks an empty foundation with the rank the engine says it starts from: the Ace, or the dealt base rank', () => {
    const game = gameFromLayout(canfield, {
      tableau: [['9C'], ['8D'], ['2S'], ['JH']],
      foundations: [['KH', 'AH']],
      reserve: ['4C'],
    });
    const top = (locale: 'en' | 'fr') =>
      text(boardLines(newSession(canfield, game, locale, 120), testView({ t: translator(locale) }))).split('\n')[2]!;
    // Three empty foundations, each waiting for a King; a French deck prints the King's R.
    expect(top('en').match(/ K·/g)).toHaveLength(3);
    expect(top('fr').match(/ R·/g)).toHaveLength(3);
    expect(top('en')).not.toContain('A·');
  });

  it('shows faces, backs, the covered card, the waste fan and the cursor', () => {
    const out = text(boardLines(newSession(athena, athenaGame, 'en', 120), testView()));
    const lines = out.split('\n');
    expect(lines[0]).toBe('Athena · deal 1 · stock 2 · redeals unlimited · 0 moves · time 0:00');
    expect(lines[2]).toBe(' ░░░    8♥   4♠   J♦     A·    A·    A·    A·'); // stock, the waste's top three, foundations
    expect(lines[4]).toBe(' ░░░   10♠    ·     5♣    6♣    7♣    A♥');
    expect(lines[5]).toBe('( K♥)'); // face up, under a face-down card
    expect(lines[6]).toBe(' ░░░');
    expect(lines[7]).toBe('[ 7♦]'); // the cursor starts on the first pile
    expect(out).toContain('? keys');
  });
  it('falls back to ASCII', () => {
    const out = text(boardLines(newSession(athena, athenaGame, 'en', 120), testView({ glyphs: asciiGlyphs })));
    expect(out).toContain('( KH)');
    expect(out).toContain(' 10S ');
    expect(out).toContain('###');
    expect(out).not.toMatch(/[♣♦♥♠░]/);
  });
  it('colours red cards only when colour is allowed', () => {
    const s = newSession(athena, athenaGame, 'en', 120);
    const segs = boardLines(s, testView({ colour: true })).flat();
    expect(segs.find((g) => g.text === ' 8♥')).toMatchObject({ fg: 'red' });
    expect(segs.find((g) => g.text === '10♠')).toMatchObject({ fg: 'black' });
    expect(
      boardLines(s, testView())
        .flat()
        .some((g) => g.fg !== undefined || g.bg !== undefined),
    ).toBe(false);
  });
  it('marks held cards and the target under the cursor', () => {
    let s = newSession(athena, gameFromLayout(athena, { tableau: [['9H'], ['8S'], [], [], [], [], []] }), 'en', 120);
    s = update(update(s, { type: 'cursor', dir: 'right' }).session, { type: 'select' }).session;
    const lines = text(boardLines(s, testView())).split('\n');
    expect(lines[4]).toMatch(/^\[ 9♥\] \{ 8♠\}/);
    expect(lines.at(-3)).toBe('Holding 8♠: choose where to drop it.');
    expect(lines.at(-1)).toContain('Esc cancel');
  });
  it('lays fans out in rows of small fans', () => {
    const g = startGame(shamrocks, 12);
    if (!g.ok) throw new Error(g.error);
    const lines = text(boardLines(newSession(shamrocks, g.value, 'en', 80), testView({ columns: 80 }))).split('\n');
    expect(lines[4]).toBe('  5♣   7♥ [ 4♥]     K♦   2♣   8♥      J♣   Q♣  10♣      K♥   9♥   3♦');
    expect(lines[8]).toBe('  8♦   9♠   4♦      A♦');
  });
  it('draws any definition, reserve and two decks included', () => {
    for (const def of cousins) {
      const g = startGame(def, 3);
      if (!g.ok) throw new Error(g.error);
      const out = text(boardLines(newSession(def, g.value, 'en', 120), testView()));
      expect(out).not.toContain('too small');
      if (def.deal.reserve) expect(out).toMatch(/\S {2}13 /); // the reserve's count beside its top card
    }
  });
  it('asks for a larger terminal when the board does not fit', () => {
    const s = newSession(athena, athenaGame, 'en', 30);
    expect(text(boardLines(s, testView({ columns: 30, rows: 10 }))).replace(/\n/g, ' ')).toContain(
      'enlarge it to at least 46×13 (it is 30×10).',
    );
    expect(text(boardLines(s, testView({ columns: 120, rows: 12 })))).toContain('at least 46×13');
  });
  it('shows score, passes and status in the status line', () => {
    const g = gameFromLayout(athenaAisleriot, {
      tableau: [['9H'], [], [], [], [], [], []],
      foundations: [['AC'], [], [], []],
      stock: ['2D'],
      redeals: 1,
    });
    expect(
      statusLines(newSession(athenaAisleriot, g, 'es'), testView({ t: translator('es'), elapsedMs: 65_000 })),
    ).toEqual([
      'Athena (Aisleriot) · partida n.º 1 · mazo 1 · queda 1 nueva pasada · puntos 1/3 · 0 jugadas · tiempo 1:05 · ' +
        'Sin jugadas',
    ]);
  });
  it('gives stock, redeals and score a line of their own when narrow, then gives up the moves, never the time', () => {
    const g = gameFromLayout(athena, { tableau: [['9H'], ['8S'], [], [], [], [], []], stock: ['2D'] });
    const watched = newSession(athena, g, 'en', 100, null, defaultSettings);
    const counters = 'stock 1 · redeals unlimited';
    const at = (s: Session, columns = 120) => statusLines(s, testView({ columns }));
    expect(at(watched)).toEqual([`Athena · deal 1 · ${counters} · 0 moves · time 0:00 · thinking…`]);
    const lost = update(watched, solverSays(watched, 'lost')).session;
    // No move made yet: it is the deal that cannot be won.
    const verdict = 'this deal cannot be won';
    expect(at(lost)).toEqual([`Athena · deal 1 · ${counters} · 0 moves · time 0:00 · ${verdict}`]);
    expect(at(lost, 90)).toEqual([`Athena · deal 1 · 0 moves · time 0:00 · ${verdict}`, counters]);
    // Narrower still, the solver's words follow the counters.
    expect(at(lost, 60)).toEqual([`Athena · deal 1 · time 0:00 · ${verdict}`, counters]);
    expect(at(lost, 50)).toEqual(['Athena · deal 1 · 0 moves · time 0:00', `stock 1 · ${verdict}`]);
    const seeking = { ...lost, seeking: { seed: 3 } };
    expect(statusLines(seeking, testView({ t: translator('fr') }))[0]).toMatch(/ · recherche d’une donne gagnable…$/);
    expect(at(newSession(athena, g, 'en', 100))).toEqual([`Athena · deal 1 · ${counters} · 0 moves · time 0:00`]);
  });
  it('draws the second status line in place of the blank line under the first: the board stays where it was', () => {
    const g = gameFromLayout(athena, { tableau: [['9H'], ['8S'], [], [], [], [], []], stock: ['2D'] });
    const watched = newSession(athena, g, 'en', 70, null, defaultSettings);
    const lost = update(watched, solverSays(watched, 'lost')).session;
    const narrow = text(boardLines(lost, testView({ columns: 70 }))).split('\n');
    const wide = text(boardLines(lost, testView({ columns: 120 }))).split('\n');
    expect(narrow.slice(0, 2)).toEqual([
      'Athena · deal 1 · 0 moves · time 0:00 · this deal cannot be won',
      'stock 1 · redeals unlimited',
    ]);
    expect(wide[1]).toBe('');
    expect(narrow.slice(2)).toEqual(wide.slice(2));
  });
});

describe('polish', () => {
  it('prints ranks as the player’s language reads them', () => {
    const g = gameFromLayout(athena, { tableau: [['KH'], ['QS'], ['JD'], ['AC'], [], [], []], stock: ['2D'] });
    const line = (locale: 'en' | 'es' | 'fr') =>
      text(boardLines(newSession(athena, g, locale, 120), testView({ t: translator(locale) }))).split('\n')[4];
    expect(line('en')).toMatch(/K♥\]? +Q♠ +J♦ +A♣/);
    expect(line('fr')).toMatch(/R♥\]? +D♠ +V♦ +A♣/);
    expect(line('es')).toMatch(/K♥\]? +Q♠ +J♦ +A♣/);
  });
  it('dims the waste cards under the top one', () => {
    const segs = boardLines(newSession(athena, athenaGame, 'en', 120), testView()).flat();
    expect(segs.find((g) => g.text === ' 8♥')).toMatchObject({ dim: true });
    expect(segs.find((g) => g.text === ' 4♠')).toMatchObject({ dim: true });
    expect(segs.find((g) => g.text === ' J♦')!.dim).toBeFalsy();
  });
  it('shows the hint on the board: the cursor on the cards to move, the target marked', () => {
    // 8S goes on 9H or 9D; whichever the hint picks, its target is marked < >.
    const g = gameFromLayout(athena, {
      tableau: [['KC'], ['KD', 'QC'], ['#3C', '8S'], ['9H'], ['KH'], ['KS'], []],
      stock: ['2D'],
    });
    const hinted = update(newSession(athena, g, 'en', 120), { type: 'hint' }).session;
    expect(hinted.notice).toMatchObject({ kind: 'hint', move: { kind: 'move', from: { zone: 'tableau', index: 2 } } });
    expect(hinted.cursor).toEqual({ pile: { zone: 'tableau', index: 2 }, depth: 1 });
    const lines = text(boardLines(hinted, testView())).split('\n');
    expect(lines[5]).toContain('[ 8♠]');
    expect(lines.join('\n')).toMatch(/< 9♥>|< {2}·>/);
  });
  it('marks a hint into a free cell and names the cell, in every language', () => {
    const [from, to] = [{ zone: 'tableau', index: 0 } as const, { zone: 'cell', index: 2 } as const];
    const hint = { kind: 'hint', move: { kind: 'move', from, to, count: 1 }, proven: false, checking: false } as const;
    const cell = { en: 'cell 3', es: 'la celda 3', fr: 'la cellule 3' };
    for (const locale of locales) {
      const s = newSession(freeCell, freeCellGame('8C', 'KD', null, null), locale, 80, hint);
      const lines = text(boardLines(s, testView({ columns: 80, rows: 24, t: translator(locale) }))).split('\n');
      expect(lines[TOP_ROW_LINE]).toMatch(/^ {2}8♣ {4}[KR]♦ {2}< · > {3}·/);
      expect(lines.join('\n')).toMatch(new RegExp(`9♥ .*${cell[locale]}`));
    }
  });
  it('wraps a long notice over the lines it needs instead of cutting it', () => {
    const path = `/home/someone/.local/state/solitaire/${'very-long-folder-name/'.repeat(6)}game-athena.json.corrupt-2025-01-02T03-04-05-678Z`;
    const s = newSession(athena, athenaGame, 'en', 80, {
      kind: 'text',
      key: 'notice.corruptSave',
      values: { code: 'ERR_SAVE_JSON', file: path },
    });
    const out = text(boardLines(s, testView({ columns: 80, rows: 24 })));
    expect(out.replace(/\n/g, '')).toContain(path);
    expect(out.replace(/\n/g, ' ')).toContain('A new game has started.');
    expect(out.split('\n').length).toBeLessThan(24);
  });
  it('keeps the clock, stock, redeals and score on the status lines at 80 columns, in every game and language', () => {
    const tags = [null, { day: '2026-12-01', rating: 'medium' as const, practice: true }];
    for (const def of variants) {
      // A deal with a move to make: one blocked from the start (Canfield has some) says so instead of the verdict.
      let deal = 4_000_000_000;
      while (gameStatus(rulesOf(def), newDeal(rulesOf(def), deal)) === 'blocked') deal += 1;
      const g = startGame(def, deal);
      if (!g.ok) throw new Error(g.error);
      const { rules } = g.value;
      for (const locale of locales)
        for (const dealPick of tags) {
          const s = {
            ...newSession(def, g.value, locale, 80, null, defaultSettings),
            verdict: 'lost' as const,
            dealPick,
          };
          const t = translator(locale);
          const lines = statusLines(s, testView({ columns: 80, t, elapsedMs: 3_600_000 }));
          const all = lines.join(' · ');
          expect(lines[0]).toContain('1:00:00');
          // No move made: the longest verdict wording, the deal's own.
          expect(all).toContain(t('verdict.lostDeal'));
          if (rules.stock) expect(all).toContain(t('status.stock', { count: currentState(g.value).stock.length }));
          const limit = rules.redeal?.limit ?? 0;
          const redeals = limit === UNLIMITED ? t('status.redealsUnlimited') : t('status.redeals', { left: limit });
          if (rules.redeal) expect(all).toContain(redeals);
          // A score with a ceiling reads "12/52"; Spider's and TriPeaks' run along the game, with none.
          const shown = shownScore(g.value);
          if (shown)
            expect(all).toContain(
              shown.max === null
                ? t('status.points', { score: shown.score })
                : t('status.score', { score: shown.score, max: shown.max }),
            );
          expect(shown === null).toBe(def.scoring === 'none');
          for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(79);
        }
    }
  });
  it('explains every mark the board draws, with the glyphs in use', () => {
    const legend = legendLines(testView()).join('\n');
    for (const [l, r] of Object.values(MARKS)) expect(legend).toContain(`${l} ${r}`);
    expect(legend).toContain('░░░');
    expect(legend).toContain('n░░'); // face-down cards folded in a tall column
    expect(legend).toContain('+n in a pile too tall');
    expect(legend).toMatch(/·: an empty/);
    expect(legend).toContain('reserve');
    // At 80×24 the help scrolls: its last lines, the legend's, come into view.
    const small = testView({ columns: 80, rows: 24 });
    const first = helpScreenLines(small).map(lineText);
    expect(first.length).toBeLessThan(24);
    expect(first.join('\n')).not.toContain('Marks on the board');
    expect(helpScreenLines(small, 1000).map(lineText).join('\n')).toContain('Marks on the board');
  });
  it('scrolls the help within its length, a far jump to its end, and shows each screen of the session', () => {
    const small = testView({ columns: 80, rows: 24 });
    const doc = gameHelpLines(small, athenaGame.rules);
    const max = scrollWithin(1, doc, small).max;
    expect(max).toBeGreaterThan(3);
    expect(scrollWithin(3, doc, small).delta).toBe(3);
    expect(scrollWithin(FAR, doc, small).delta).toBe(max);
    expect(scrollWithin(-FAR, doc, small).delta).toBe(-max);
    expect(scrollWithin(max + 5, doc, small).delta).toBe(max);
    const s = newSession(athena, athenaGame, 'en', 80);
    const shown = (screen: Session['screen']) =>
      text(screenLines({ ...s, screen }, small, { today: '2026-12-05', colourAllowed: true, rules: [] }));
    expect(shown('help')).toBe(text(helpScreenLines(small, 0, 0, false, false)));
    expect(shown('menu')).toContain('2026-12-05');
    expect(shown('board')).toBe(text(boardLines(s, small)));
    expect(shown('settings')).toBe(text(settingsScreenLines(s, small, true)));
  });
  it('keeps every fan in its place as fans grow, at any width', () => {
    for (const def of [fan, laBelleLucie, trefoil]) {
      const g = startGame(def, 5);
      if (!g.ok) throw new Error(g.error);
      for (const columns of [80, 120, 200]) {
        const before = boardLayout(g.value.rules, stateAt(g.value, 0), columns);
        // Every card in one fan: the longest a fan can be.
        const all = stateAt(g.value, 0)!.tableau.flat();
        const long = {
          ...stateAt(g.value, 0)!,
          tableau: stateAt(g.value, 0)!.tableau.map((_, i) => (i === 0 ? all : [])),
        };
        expect(boardLayout(g.value.rules, long, columns)).toEqual(before);
        expect(before.width).toBeLessThanOrEqual(columns);
      }
    }
  });
  it('shows the top cards of a fan longer than its slot after a count of the others', () => {
    const g = gameFromLayout(fan, {
      tableau: [['2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C'], ...Array.from({ length: 17 }, (): string[] => [])],
    });
    const lines = text(boardLines(newSession(fan, g, 'en', 80), testView({ columns: 80, rows: 24 }))).split('\n');
    // Four cards wide at 80 columns: a count of the five cards not shown, then the top three.
    expect(lines[4]).toMatch(/^ {2}\+5 +7♣ +8♣ +\[ 9♣\]/);
  });
  it('colours the marks for the background chosen', () => {
    const s = newSession(athena, athenaGame, 'en', 120);
    const mark = (theme: 'dark' | 'light') =>
      boardLines(s, testView({ colour: true, theme }))
        .flat()
        .find((g) => g.text === '[')!;
    expect(mark('dark')).toMatchObject({ fg: 'yellow' });
    expect(mark('light')).toMatchObject({ fg: 'blue' });
  });
  it('lists the settings with their values, the one under the cursor marked', () => {
    const s = newSession(athena, athenaGame, 'fr', 120, null, defaultSettings);
    const out = settingsScreenLines(
      { ...s, theme: 'light', settingsIndex: 3 },
      testView({ t: translator('fr') }),
      true,
    ).map(lineText);
    expect(out[0]).toBe('Réglages');
    expect(out).toContainEqual(expect.stringMatching(/^ {2}Langue +Français$/));
    expect(out).toContainEqual(expect.stringMatching(/^> Couleurs +fond clair$/));
    expect(settingsScreenLines(s, testView(), false).map(lineText).join('\n')).toContain('NO_COLOR');
  });
});

describe('other screens', () => {
  it('lists the keys', () => {
    const out = helpScreenLines(testView()).map(lineText);
    expect(out[0]).toBe('Keys');
    expect(out.join('\n')).toContain('u: undo');
  });
  it('names the keys of the free cells in games that have cells, in every language', () => {
    const key = { en: 'c: send', es: 'c: enviar', fr: 'c\u00a0: envoyer' };
    for (const locale of locales) {
      const o = testView({ t: translator(locale), rows: 60 });
      expect(helpScreenLines(o, 0, 4).map(lineText).join('\n')).toContain(key[locale]);
      expect(helpScreenLines(o).map(lineText).join('\n')).not.toContain(key[locale]);
    }
  });
  it('U5: says the stock key deals a row where the stock deals rows, and how piles too tall for the screen fold', () => {
    const o = testView({ rows: 80 });
    const rows = helpScreenLines(o, 0, 0, false, true).map(lineText).join('\n');
    expect(rows).toContain('d, or Enter on the stock: deal one card from the stock onto every pile');
    expect(rows).not.toContain('draw from the stock');
    expect(rows).toContain('too tall for the screen');
    expect(helpScreenLines(o).map(lineText).join('\n')).toContain('draw from the stock');
  });
  it('scrolls the rules within their length', () => {
    const doc = {
      title: 'T',
      sections: [{ id: 's', heading: 'H', paragraphs: [{ ruleIds: [], text: 'word '.repeat(200) }] }],
    };
    const all = rulesDocumentLines(doc as never, 40, unicodeGlyphs);
    const w = rulesWindow(all, 1000, 20, testView());
    expect(w.max).toBe(all.length - 17);
    expect(lineText(w.lines[0]!)).toBe(lineText(all[w.max]!));
    expect(lineText(w.lines.at(-1)!)).toContain(`/${all.length}`);
  });
});

describe('helpers', () => {
  it('wraps text', () => {
    expect(wrap('aa bb cc', 5)).toEqual(['aa bb', 'cc']);
    expect(wrap('abcdefgh', 3)).toEqual(['abc', 'def', 'gh']);
  });
});

const freeCellFamily = [freeCell, bakersGame, eightOff, seahavenTowers];

describe('an 80×24 terminal', () => {
  for (const def of freeCellFamily)
    it(`shows every free cell of ${def.id} at the deal, in lines no wider than 80`, () => {
      const started = startGame(def, 1, {});
      if (!started.ok) throw new Error(started.error);
      const s = update(newSession(def, started.value, 'en', 80), resizeTo(80, 24)).session;
      const lines = boardLines(s, testView({ columns: 80, rows: 24 })).map(lineText);
      expect(lines.length).toBeLessThan(24);
      for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(80);
      const cells = currentState(s.game).cells;
      expect(cells).toHaveLength(def.cells!.count);
      cells.forEach((pile, index) => {
        const slot = slotOf(layoutOf(s), { zone: 'cell', index })!;
        const drawn = [...lines[TOP_ROW_LINE]!].slice(slot.x + 1, slot.x + 4).join('');
        expect(drawn).toBe(pile[0] ? cardFace(pile[0].card, unicodeGlyphs) : unicodeGlyphs.empty);
      });
      // The deal fills the first cells and leaves the others free.
      expect(cells.filter((c) => c.length === 1)).toHaveLength(def.cells!.dealt);
    });

  // Every game, any position: piles taller than the screen, face-down cards under and over face-up ones.
  for (const def of [...variants, ...cousins, ...freeCellFamily]) {
    it(`holds the whole board of ${def.id} whatever the position, with the cards the player needs in sight`, () => {
      const rules = rulesOf(def);
      const cases = fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(...locales), fc.boolean());
      fc.assert(
        fc.property(cases, ([seed, pick, locale, ascii]) => {
          const state = randomPosition(rules, seed);
          const game = gameFrom(rules, 1, state);
          const ref = { zone: 'tableau' as const, index: pick % rules.tableau.count };
          const depth = 1 + (Math.floor(pick / 256) % reachableDepth(state, ref));
          const sized = update(newSession(def, game, locale, 80), resizeTo(80, 24)).session;
          const s = { ...sized, cursor: { pile: ref, depth } };
          const t = translator(locale);
          const o = testView({ columns: 80, rows: 24, t, glyphs: ascii ? asciiGlyphs : unicodeGlyphs });
          const lines = boardLines(s, o).map(lineText);
          const tooSmall = t('tooSmall', { game: '', width: 0, height: 0, cols: 0, rows: 0 }).slice(0, 12);
          expect(lines.join('\n')).not.toContain(tooSmall);
          expect(lines.length).toBeLessThanOrEqual(23);
          for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(80);
          const layout = layoutOf(s);
          state.cells.forEach((pile, index) => {
            const slot = slotOf(layout, { zone: 'cell', index })!;
            const drawn = [...lines[TOP_ROW_LINE]!].slice(slot.x + 1, slot.x + 4).join('');
            expect(drawn).toBe(pile[0] ? cardFace(pile[0].card, o.glyphs, locale) : o.glyphs.empty);
            expect(pointAt(layout, state, slot.x + 2, TOP_ROW_LINE)).toEqual({
              pile: slot.ref,
              index: pile.length ? 0 : null,
            });
          });
          if (layout.mode !== 'columns') return;
          state.tableau.forEach((pile, index) => {
            const slot = slotOf(layout, { zone: 'tableau', index })!;
            const entries = layout.columnEntries[index]!;
            if (pile.length === 0) return;
            // The top card, and the card under the cursor, are drawn; a click finds each entry where it is drawn.
            expect(entries).toContainEqual({ kind: 'card', index: pile.length - 1 });
            if (index === ref.index) expect(entries).toContainEqual({ kind: 'card', index: pile.length - depth });
            entries.forEach((entry, row) => {
              expect(pointAt(layout, state, slot.x + 2, TABLEAU_LINE + row)?.index).toBe(entryCard(entry));
              const drawn = [...lines[TABLEAU_LINE + row]!].slice(slot.x + 1, slot.x + 4).join('');
              const card = entry.kind === 'card' ? pile[entry.index]! : null;
              if (card?.up) expect(drawn).toBe(cardFace(card.card, o.glyphs, locale));
            });
          });
        }),
        { numRuns: 25 },
      );
    });
  }
});
