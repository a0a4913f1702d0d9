import {
  KING,
  type Card,
  type GameState,
  type Pile,
  type PileCard,
  type PileRef,
  type Rules,
  UNLIMITED,
  cellCount,
  currentState,
  foundationBase,
  pileAt,
  samePile,
} from '@solitaire/engine';
import { type Glyphs, cardColour, cardFace, cardName } from './glyphs.js';
import { type Translate } from './i18n.js';
import { helpLinesFor } from './keys.js';
import { type BoardLayout, type ColumnEntry, type Slot, fanWindowStart, requiredSize } from './layout.js';
import { movedCard, playerMoveCount, shownScore, verdictPhrase } from '@solitaire/play';
import { type Notice, type Session, layoutOf, settingItems } from './terminalSession.js';
import { autonyms, formatDuration, hintValues, rankMark } from '@solitaire/game-text';
import { type Locale, type RulesDocument, refusalText, variantName } from './texts.js';

/** A run of text in one style. */
export interface Segment {
  readonly text: string;
  readonly fg?: 'red' | 'black' | 'blue' | 'yellow' | 'cyan' | 'green' | 'magenta';
  readonly bg?: 'white';
  readonly dim?: boolean;
  readonly bold?: boolean;
  readonly inverse?: boolean;
}
/** One screen line. */
export type Line = readonly Segment[];

/** How to draw: glyph set, whether colours are allowed, and the screen size (undefined when unknown). */
export interface ViewOptions {
  readonly glyphs: Glyphs;
  readonly colour: boolean;
  readonly columns: number | undefined;
  readonly rows: number | undefined;
  readonly elapsedMs: number;
  readonly t: Translate;
  /** The language of the rank letters (English when not given). */
  readonly locale?: Locale;
  /** The terminal's background, for the colours of the marks (dark when not given). */
  readonly theme?: 'dark' | 'light';
  /**
   * The rank an empty foundation starts from, as the engine says (the Ace, or Canfield's dealt base rank); null for
   * a discard pile (Pyramid's, Aces Up's), which starts from no rank.
   */
  readonly foundationBase?: number | null;
}

/** Colours of the marks and notices on a dark and on a light background. */
const palettes = {
  dark: { cursor: 'yellow', held: 'cyan', hint: 'green', warn: 'yellow', good: 'green' },
  light: { cursor: 'blue', held: 'magenta', hint: 'green', warn: 'red', good: 'green' },
} as const satisfies Record<string, Record<string, Segment['fg']>>;

const paletteOf = (o: ViewOptions) => palettes[o.theme ?? 'dark'];

/** Greedy word wrap to `width` columns (every character here is one column wide). */
export const wrap = (text: string, width: number): string[] => {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/ +/)) {
      if (line === '') line = word;
      else if ([...line].length + 1 + [...word].length <= width) line += ` ${word}`;
      else {
        out.push(line);
        line = word;
      }
      while ([...line].length > width) {
        out.push([...line].slice(0, width).join(''));
        line = [...line].slice(width).join('');
      }
    }
    out.push(line);
  }
  return out;
};

/** The plain text of a line. */
export const lineText = (line: Line): string => line.map((s) => s.text).join('');

// Marks around a card: where the cursor is, what is held, the hint's cards, and face-up cards still lying under a
// face-down one. The key help explains them (help.legend), from these same characters.
type Mark = 'cursor' | 'held' | 'hint' | 'covered' | null;
/** The characters around a marked card. */
export const MARKS: Record<Exclude<Mark, null>, readonly [string, string]> = {
  cursor: ['[', ']'],
  held: ['{', '}'],
  hint: ['<', '>'],
  covered: ['(', ')'],
};

/** A face between its marks, the face inverted under the cursor and when held. */
const framed = (face: (inverse: boolean) => Segment, mark: Mark, o: ViewOptions): Segment[] => {
  const [l, r] = mark ? MARKS[mark] : [' ', ' '];
  const strong = mark === 'cursor' || mark === 'held' || mark === 'hint';
  const markStyle: Segment = o.colour && strong ? { text: '', fg: paletteOf(o)[mark], bold: true } : { text: '' };
  return [{ ...markStyle, text: l }, face(mark === 'cursor' || mark === 'held'), { ...markStyle, text: r }];
};

/** `dim`: a card shown for information only (under the waste's top card, or covered). */
const cell = (pc: PileCard | null, mark: Mark, dim: boolean, o: ViewOptions): Segment[] =>
  framed(
    (inverse) => {
      if (!pc) return { text: o.glyphs.empty, dim: true, inverse };
      if (!pc.up) return o.colour ? { text: o.glyphs.back, fg: 'blue', inverse } : { text: o.glyphs.back, inverse };
      const text = cardFace(pc.card, o.glyphs, o.locale);
      return o.colour ? { text, fg: cardColour(pc.card), bg: 'white', dim, inverse } : { text, dim, inverse };
    },
    mark,
    o,
  );

/** An empty foundation: the rank it takes first, dimmed, beside the empty mark (" A·", "10·"). */
const emptyFoundationText = (o: ViewOptions): string =>
  `${(o.foundationBase === null ? '' : rankMark(o.foundationBase ?? 1, o.locale ?? 'en')).padStart(2)}${o.glyphs.empty.trim()}`;
const emptyFoundation = (mark: Mark, o: ViewOptions): Segment[] =>
  framed((inverse) => ({ text: emptyFoundationText(o), dim: true, inverse }), mark, o);

type Fold = Extract<ColumnEntry, { kind: 'fold' }>;

/**
 * A fold of a tall column, three columns wide like a face: face-down cards as their count and the back's pattern
 * (`5░░`), other cards as `+5`.
 */
const foldFace = (fold: Fold, glyphs: Glyphs): string => {
  const count = String(fold.count);
  return fold.faceDown ? count.padEnd(3, [...glyphs.back][0]) : `+${count}`.padStart(3);
};

/** `mark`: the cursor's or the held cards' range reaches into the fold. */
const foldCell = (fold: Fold, mark: Mark, o: ViewOptions): Segment[] =>
  framed(
    (inverse) => {
      const text = foldFace(fold, o.glyphs);
      return o.colour && fold.faceDown ? { text, fg: 'blue', inverse } : { text, dim: true, inverse };
    },
    mark,
    o,
  );

/** Index of the first card of a pile lying under a face-down card (face-up cards below it are "covered"). */
const lastDown = (pile: Pile): number => {
  for (let i = pile.length - 1; i >= 0; i--) if (!pile[i]!.up) return i;
  return -1;
};

interface Highlight {
  readonly cursor: { pile: PileRef; depth: number } | null;
  readonly held: { pile: PileRef; count: number } | null;
  /** The hint on show: the cards it moves, and where they go (its top card, or the empty pile). */
  readonly hint: { from: PileRef; count: number; to: PileRef | null } | null;
}

const markFor = (h: Highlight, pile: PileRef, index: number, length: number): Mark => {
  if (h.held && samePile(h.held.pile, pile) && index >= length - h.held.count) return 'held';
  if (h.cursor && samePile(h.cursor.pile, pile) && index >= length - h.cursor.depth) return 'cursor';
  if (h.hint && samePile(h.hint.from, pile) && index >= length - h.hint.count) return 'hint';
  if (h.hint?.to && samePile(h.hint.to, pile) && index === length - 1) return 'hint';
  return null;
};

const emptyMark = (h: Highlight, pile: PileRef): Mark => {
  if (h.cursor && samePile(h.cursor.pile, pile)) return 'cursor';
  if (h.hint && (samePile(h.hint.from, pile) || (h.hint.to && samePile(h.hint.to, pile)))) return 'hint';
  return null;
};

/** What the hint on show moves, for marking on the board. */
const hintHighlight = (s: Session): Highlight['hint'] => {
  const n = s.notice;
  if (n?.kind !== 'hint') return null;
  const m = n.move;
  if (m.kind === 'move') return { from: m.from, count: m.count, to: m.to };
  // A discard or a pair leaves play: the board marks the (first) card, with no pile to go to.
  if (m.kind === 'discard') return { from: m.from, count: 1, to: null };
  if (m.kind === 'pair') return { from: m.first, count: 1, to: null };
  return { from: { zone: 'stock', index: 0 }, count: 1, to: null };
};

/** The cells of a pile drawn left to right (fans, the waste), at most `shown` of its top cards. */
const rowOfCards = (
  state: GameState,
  ref: PileRef,
  shown: number,
  h: Highlight,
  o: ViewOptions,
  covered = false,
): Segment[] => {
  const pile = pileAt(state, ref) ?? [];
  if (pile.length === 0) return cell(null, emptyMark(h, ref), false, o);
  // On a table of overlapping cards, a face-up card lying under another is marked covered: the free ones stand out.
  const down = covered ? pile.length : lastDown(pile);
  const out: Segment[] = [];
  const waste = ref.zone === 'waste';
  // A fan longer than its slot shows its top cards after a cell that counts the others (the layout's window).
  const first = waste ? Math.max(0, pile.length - shown) : fanWindowStart(pile.length, shown);
  if (!waste && first > 0) out.push({ text: `+${first}`.padStart(4).padEnd(5), dim: true });
  for (let i = first; i < pile.length; i++) {
    // In the waste only the top card can be played; the cards under it are shown dimmed, for information.
    const under = waste && i < pile.length - 1;
    const covered = pile[i]!.up && i < down;
    const mark = under ? null : markFor(h, ref, i, pile.length);
    out.push(...cell(pile[i]!, mark ?? (covered ? 'covered' : null), covered || under, o));
  }
  return out;
};

const slotSegments = (state: GameState, slot: Slot, layout: BoardLayout, h: Highlight, o: ViewOptions): Segment[] => {
  const ref = slot.ref;
  switch (ref.zone) {
    case 'stock': {
      const top = state.stock.length ? state.stock[state.stock.length - 1]! : null;
      return cell(top, emptyMark(h, ref), false, o);
    }
    case 'waste':
      return rowOfCards(state, ref, layout.wasteCards, h, o);
    case 'reserve': {
      const pile = state.reserve;
      const top = pile.length ? pile[pile.length - 1]! : null;
      return [
        ...cell(top, top ? markFor(h, ref, pile.length - 1, pile.length) : emptyMark(h, ref), false, o),
        { text: String(pile.length).padStart(3), dim: true },
      ];
    }
    case 'foundation':
    case 'cell': {
      const pile = pileAt(state, ref) ?? [];
      const top = pile.length ? pile[pile.length - 1]! : null;
      if (!top && ref.zone === 'foundation') return emptyFoundation(emptyMark(h, ref), o);
      return cell(top, top ? markFor(h, ref, pile.length - 1, pile.length) : emptyMark(h, ref), false, o);
    }
    case 'tableau':
      return rowOfCards(state, ref, layout.fanCards, h, o, layout.covered?.(state.tableau, ref.index));
  }
};

const segWidth = (segs: readonly Segment[]) => segs.reduce((n, s) => n + [...s.text].length, 0);

/** Lays slot contents along one line at their x positions. */
const placeAlong = (slots: readonly Slot[], contents: (s: Slot) => Segment[]): Line => {
  const out: Segment[] = [];
  let x = 0;
  for (const s of slots) {
    const segs = contents(s);
    if (segs.length === 0) continue;
    if (s.x > x) {
      out.push({ text: ' '.repeat(s.x - x) });
      x = s.x;
    }
    out.push(...segs);
    x += segWidth(segs);
  }
  return out;
};

/** The notice under the board, in words. */
export const noticeText = (s: Session, notice: Notice | null, o: ViewOptions): string => {
  const t = o.t;
  if (!notice) return '';
  switch (notice.kind) {
    case 'text':
      return t(notice.key, notice.values);
    case 'texts':
      return notice.items.map((n) => t(n.key, n.values)).join(' ');
    case 'info': {
      const values: Record<string, string | number> = {};
      if (notice.deal !== undefined) values.deal = notice.deal;
      if (notice.value !== undefined) values.value = notice.value;
      if (notice.count !== undefined) values.count = notice.count;
      if (notice.day !== undefined) values.day = notice.day;
      return t(`notice.${notice.code}`, values);
    }
    case 'refusal':
      return o.glyphs.text(refusalText(notice.code, s.locale));
    case 'holding':
      return notice.more > 0
        ? t('notice.holdingMany', { card: cardName(notice.card, o.glyphs, s.locale), more: notice.more })
        : t('notice.holding', { card: cardName(notice.card, o.glyphs, s.locale) });
    case 'nowhere':
      return t('notice.nowhere', { card: cardName(notice.card, o.glyphs, s.locale) });
    case 'covered':
      return t('notice.covered', { card: cardName(notice.card, o.glyphs, s.locale) });
    case 'won':
      return notice.assisted
        ? t('notice.wonAssisted', { moves: notice.moves })
        : t('notice.won', { time: formatDuration(o.elapsedMs), moves: notice.moves });
    case 'hint': {
      const m = notice.move;
      const label = t(notice.proven ? 'hint.proven' : notice.checking ? 'hint.checking' : 'hint.suggestion');
      if (m.kind === 'draw')
        return t(s.game.rules.stock?.dealsTo === 'tableau' ? 'notice.hintDealRow' : 'notice.hintDraw', { label });
      if (m.kind === 'redeal') return t('notice.hintRedeal', { label });
      // Discards and pairs have no words yet (issue 40, stage 2): the board's marks say where to look.
      if (m.kind !== 'move') return label;
      // The board marks the piles: the words name the cards and the place, as a player would say them.
      const state = currentState(s.game);
      const card = movedCard(state, m);
      if (card === null) return label;
      const name = (c: Card) => cardName(c, o.glyphs, s.locale);
      return t('notice.hintMove', { label, ...hintValues(card, s.game.rules, state, m, name, t) });
    }
  }
};

/** What the solver says on the status line: the search for a winnable deal, else the verdict if asked for. */
const assistText = (s: Session, t: Translate): string | null => {
  if (s.seeking) return t(s.seeking.pick ? 'verdict.picking' : 'verdict.seeking');
  if (s.showing) return t('verdict.showing');
  if (s.rewinding) return t('verdict.rewinding');
  if (!s.settings.verdict || s.status !== 'playing' || !s.verdict) return null;
  return t(`verdict.${verdictPhrase(s)!}`);
};

/** Parts of a status line, joined with ' · '; `drop` ranks what goes first when a line is too wide (1 first). */
type StatusPart = { readonly text: string; readonly drop?: number };

const joinParts = (parts: readonly StatusPart[], o: ViewOptions) => parts.map((p) => p.text).join(o.glyphs.text(' · '));

/** The parts that fit `width`, giving up the droppable ones in the order of their ranks. */
const fitParts = (parts: readonly StatusPart[], width: number, o: ViewOptions): StatusPart[] => {
  let shown = [...parts];
  for (const rank of [1, 2, 3]) {
    if ([...joinParts(shown, o)].length <= width) break;
    shown = shown.filter((p) => p.drop !== rank);
  }
  return shown;
};

/**
 * The status: game, deal, stock and redeals, score, moves, time, then what the solver says, on one line when it fits.
 * Else the game's counters (stock, redeals, score) get a second line of their own, so that none of them is lost at 80
 * columns; then the first line gives up the moves, then the day and practice tags, then the rating, and the solver's
 * words go after the counters: the clock stays on the first line.
 */
export const statusLines = (s: Session, o: ViewOptions): string[] => {
  const t = o.t;
  const { rules } = s.game;
  const state = currentState(s.game);
  const head: StatusPart[] = [
    { text: o.glyphs.text(variantName(s.def, s.locale)) },
    { text: t('status.deal', { deal: s.game.deal }) },
  ];
  if (s.dealPick?.day) head.push({ text: t('status.daily', { day: s.dealPick.day }), drop: 2 });
  if (s.dealPick?.rating) head.push({ text: t('status.rating', { value: s.dealPick.rating }), drop: 3 });
  // After the rating: the line of a deal played on its day reads the same, with the word added for practice.
  if (s.dealPick?.practice) head.push({ text: t('status.practice'), drop: 2 });
  const counters: StatusPart[] = [];
  if (rules.stock) counters.push({ text: t('status.stock', { count: state.stock.length }), drop: 2 });
  if (rules.redeal) {
    const left =
      rules.redeal.limit === UNLIMITED
        ? t('status.redealsUnlimited')
        : t('status.redeals', { left: Math.max(0, rules.redeal.limit - state.redeals) });
    counters.push({ text: left, drop: 1 });
  }
  const shown = shownScore(s.game);
  if (shown)
    counters.push({
      text:
        shown.max === null
          ? t('status.points', { score: shown.score })
          : t('status.score', { score: shown.score, max: shown.max }),
      drop: 3,
    });
  const tail: StatusPart[] = [
    { text: t('status.moves', { count: playerMoveCount(s.game) }), drop: 1 },
    { text: t('status.time', { time: formatDuration(o.elapsedMs) }) },
  ];
  if (s.status === 'won') tail.push({ text: t('status.won') });
  else if (s.status === 'blocked') tail.push({ text: t('status.blocked') });
  const assistWords = assistText(s, t);
  const assist: StatusPart[] = assistWords === null ? [] : [{ text: assistWords }];
  const width = o.columns === undefined ? Number.POSITIVE_INFINITY : o.columns - 1;
  const fits = (parts: readonly StatusPart[]) => [...joinParts(parts, o)].length <= width;
  const whole = [...head, ...counters, ...tail, ...assist];
  if (fits(whole)) return [joinParts(whole, o)];
  const first = fitParts([...head, ...tail, ...assist], width, o);
  // The solver's words follow the counters on the second line when the first has no room for them.
  const lines =
    fits(first) || assist.length === 0
      ? [first, fitParts(counters, width, o)]
      : [fitParts([...head, ...tail], width, o), fitParts([...counters, ...assist], width, o)];
  return lines.filter((parts) => parts.length > 0).map((parts) => joinParts(parts, o));
};

const fitsScreen = (layout: BoardLayout, o: ViewOptions): boolean =>
  (o.columns === undefined || layout.width <= o.columns) && (o.rows === undefined || layout.height < o.rows);

/** The lines of the board screen (or the "enlarge the terminal" message when it does not fit). */
export const boardLines = (s: Session, o: ViewOptions): Line[] => {
  const t = o.t;
  const layout = layoutOf(s);
  const state = currentState(s.game);
  if (!fitsScreen(layout, o)) {
    const need = requiredSize(s.game.rules, state);
    const width = Math.max(need.width, layout.mode === 'columns' ? layout.width : 0);
    const height = Math.max(need.height, layout.mode === 'columns' ? layout.height + 1 : 0);
    const game = o.glyphs.text(variantName(s.def, s.locale));
    const text = t('tooSmall', { game, width, height, cols: o.columns ?? '?', rows: o.rows ?? '?' });
    return wrap(text, Math.max(20, (o.columns ?? 80) - 1)).map((l) => [{ text: l, bold: true }]);
  }
  const h: Highlight = {
    cursor: s.screen === 'board' || s.screen === 'deal' ? s.cursor : null,
    held: s.holding ? { pile: s.holding.from, count: s.holding.count } : null,
    hint: s.screen === 'board' && !s.holding ? hintHighlight(s) : null,
  };
  // A discard pile starts from no rank; a foundation of complete runs takes a King first, at the bottom of its run.
  const discards = s.game.rules.foundations.build === 'discard';
  const base = s.game.rules.foundations.completeRuns ? KING : foundationBase(s.game.rules, state);
  o = { ...o, locale: s.locale, foundationBase: discards ? null : base };
  const lines: Line[] = [];
  // A second status line takes the place of the blank line under the first: the board does not move.
  const [status, counters] = statusLines(s, o);
  lines.push([{ text: status!, bold: true }], counters === undefined ? [] : [{ text: counters, bold: true }]);
  lines.push(
    placeAlong(layout.rows[0]!, (slot) => slotSegments(state, slot, layout, h, o)),
    [],
  );
  if (layout.mode === 'columns') {
    const piles = layout.rows[1]!;
    for (let i = 0; i < layout.tableauLines; i++)
      lines.push(
        placeAlong(piles, (slot) => {
          const pile = state.tableau[slot.ref.index]!;
          if (pile.length === 0) return i === 0 ? cell(null, emptyMark(h, slot.ref), false, o) : [];
          const entry = layout.columnEntries[slot.ref.index]?.[i];
          if (!entry) return [];
          if (entry.kind === 'fold') return foldCell(entry, markFor(h, slot.ref, entry.from, pile.length), o);
          const pc = pile[entry.index]!;
          const covered = pc.up && entry.index < lastDown(pile);
          return cell(pc, markFor(h, slot.ref, entry.index, pile.length) ?? (covered ? 'covered' : null), covered, o);
        }),
      );
  } else {
    for (const row of layout.rows.slice(1))
      lines.push(placeAlong(row, (slot) => slotSegments(state, slot, layout, h, o)));
  }
  lines.push([]);
  const width = Math.max(20, (o.columns ?? 100) - 1);
  const notice = s.screen === 'deal' ? t('prompt.deal', { value: `${s.dealInput}_` }) : noticeText(s, s.notice, o);
  // A notice takes the lines it needs: two are kept for it, more are taken from the screen's spare lines, and the
  // footer's line last (Ink needs one line to spare below the frame).
  const noticeLines = wrap(notice, width);
  const spare = o.rows === undefined ? Number.POSITIVE_INFINITY : Math.max(2, o.rows - 1 - lines.length - 1);
  const withFooter = noticeLines.length <= spare;
  const shownNotice = noticeLines.slice(0, withFooter ? noticeLines.length : spare + 1);
  while (shownNotice.length < 2) shownNotice.push('');
  const p = paletteOf(o);
  const refused = s.notice?.kind === 'refusal' || s.notice?.kind === 'covered';
  const won = s.notice?.kind === 'won';
  const noticeStyle: Partial<Segment> = !o.colour
    ? {}
    : refused
      ? { fg: p.warn }
      : won
        ? { fg: p.good, bold: true }
        : {};
  for (const l of shownNotice) lines.push([{ ...noticeStyle, text: l }]);
  const footer = s.screen === 'deal' ? 'footer.prompt' : s.holding ? 'footer.holding' : 'footer.board';
  if (withFooter) lines.push([{ text: t(footer), dim: true }]);
  return lines;
};

/** The deal menu: a deal of each rating, the deal of `today`, or one by number. */
export const dealMenuLines = (today: string, o: ViewOptions): Line[] => {
  const width = Math.max(20, (o.columns ?? 100) - 1);
  const lines: Line[] = [[{ text: o.t('menu.title'), bold: true }], []];
  for (const l of wrap(o.t('menu.note'), width)) lines.push([{ text: l }]);
  lines.push([]);
  for (const key of ['menu.easy', 'menu.medium', 'menu.hard'] as const) lines.push([{ text: o.t(key) }]);
  lines.push([{ text: o.t('menu.daily', { day: today }) }], [{ text: o.t('menu.number') }]);
  lines.push([], [{ text: o.t('footer.menu'), dim: true }]);
  return lines;
};

/** What the marks on the board mean, drawn with the characters the board uses. */
export const legendLines = (o: ViewOptions): string[] => {
  const pair = (m: keyof typeof MARKS) => `${MARKS[m][0]} ${MARKS[m][1]}`;
  return [
    o.t('help.legendTitle'),
    o.t('help.legendCursor', { mark: pair('cursor') }),
    o.t('help.legendHeld', { mark: pair('held') }),
    o.t('help.legendHint', { mark: pair('hint') }),
    o.t('help.legendCovered', { mark: pair('covered') }),
    o.t('help.legendBack', { mark: o.glyphs.back }),
    o.t('help.legendEmpty', { mark: o.glyphs.empty.trim() }),
    o.t('help.legendFoundation', { mark: emptyFoundationText(o).trim() }),
    o.t('help.legendCount'),
    o.t('help.legendMore'),
    o.t('help.legendFoldDown', {
      mark: foldFace({ kind: 'fold', from: 0, count: 5, faceDown: true }, o.glyphs).replace('5', 'n'),
    }),
    o.t('help.legendFold'),
  ];
};

/**
 * The key help with the legend of the marks, as wrapped lines, before scrolling, for a game with `cells` cells, where
 * cards leave in pairs or alone (`removes`), and whose stock deals rows (`rowDeal`) or draws.
 */
export const helpDocumentLines = (o: ViewOptions, cells = 0, removes = false, rowDeal = false): Line[] => {
  const width = Math.max(20, (o.columns ?? 100) - 1);
  const lines: Line[] = [[{ text: o.t('help.title'), bold: true }], []];
  for (const key of helpLinesFor(cells, removes, rowDeal))
    for (const l of wrap(o.t(key), width)) lines.push([{ text: l }]);
  const [title, ...legend] = legendLines(o);
  lines.push([], [{ text: title!, bold: true }]);
  for (const entry of legend) for (const l of wrap(entry, width)) lines.push([{ text: l }]);
  return lines;
};

/** The key help screen: the part of the help that fits, scrolled by `scroll` lines, and its footer. */
export const helpScreenLines = (o: ViewOptions, scroll = 0, cells = 0, removes = false, rowDeal = false): Line[] =>
  rulesWindow(helpDocumentLines(o, cells, removes, rowDeal), scroll, o.rows, o, 'footer.help').lines;

/** The settings screen: one line per setting, the one under the cursor marked; `colourAllowed` false under NO_COLOR. */
export const settingsScreenLines = (s: Session, o: ViewOptions, colourAllowed: boolean): Line[] => {
  const t = o.t;
  const onOff = (v: boolean) => t(v ? 'settings.on' : 'settings.off');
  const value = (item: (typeof settingItems)[number]): string => {
    switch (item) {
      case 'autoFoundations':
        return onOff(s.settings.autoFoundations);
      case 'confirmAbandon':
        return onOff(s.settings.confirmAbandon);
      case 'language':
        return o.glyphs.text(autonyms[s.locale]);
      case 'theme':
        return t(`settings.theme.${s.theme}`);
    }
  };
  const lines: Line[] = [[{ text: t('settings.title'), bold: true }], []];
  // Names in a column, values lined up after the longest.
  const width = Math.max(...settingItems.map((item) => [...t(`settings.${item}`)].length)) + 2;
  settingItems.forEach((item, i) => {
    const here = i === s.settingsIndex;
    const mark: Segment =
      o.colour && here ? { text: '>', fg: paletteOf(o).cursor, bold: true } : { text: here ? '>' : ' ' };
    lines.push([
      mark,
      { text: ` ${t(`settings.${item}`).padEnd(width)}` },
      { text: value(item), bold: true, inverse: here },
    ]);
  });
  if (!colourAllowed && s.theme !== 'mono') lines.push([], [{ text: t('settings.noColorEnv'), dim: true }]);
  lines.push([], [{ text: t('footer.settings'), dim: true }]);
  return lines;
};

/** The rules document as wrapped lines, before scrolling, as the terminal can show them (`glyphs.text`). */
export const rulesDocumentLines = (doc: RulesDocument, width: number, glyphs: Pick<Glyphs, 'text'>): Line[] => {
  const lines: Line[] = [[{ text: glyphs.text(doc.title), bold: true }]];
  for (const section of doc.sections) {
    lines.push([], [{ text: glyphs.text(section.heading), bold: true }]);
    for (const p of section.paragraphs) for (const l of wrap(glyphs.text(p.text), width)) lines.push([{ text: l }]);
  }
  return lines;
};

/** Lines of the rules screen that fit: the visible window of the document and a footer. */
export const rulesWindow = (
  all: readonly Line[],
  scroll: number,
  rows: number | undefined,
  o: ViewOptions,
  footer: 'footer.rules' | 'footer.help' = 'footer.rules',
): { lines: Line[]; max: number } => {
  const room = Math.max(3, (rows ?? 30) - 3);
  const max = Math.max(0, all.length - room);
  const top = Math.min(scroll, max);
  const shown = all.slice(top, top + room);
  const shownRange = `  ${top + 1}–${Math.min(all.length, top + room)}/${all.length}`;
  const position = all.length > room ? o.glyphs.text(shownRange) : '';
  return { lines: [...shown, [], [{ text: o.t(footer) + position, dim: true }]], max };
};

/** The help document of a game: the keys for cells, discards and dealt rows only where its rules have them. */
export const gameHelpLines = (o: ViewOptions, rules: Rules): Line[] =>
  helpDocumentLines(o, cellCount(rules), !!rules.discard, rules.stock?.dealsTo === 'tableau');

/** A scroll of `delta` lines through `doc`, kept within the document (a far jump stops at its end), and its length. */
export const scrollWithin = (delta: number, doc: readonly Line[], o: ViewOptions) => {
  const max = rulesWindow(doc, 0, o.rows, o).max;
  return { type: 'scroll' as const, delta: Math.max(-max, Math.min(max, delta)), max };
};

/**
 * Everything the terminal shows for the session's screen: the help, the settings, the deal menu for `today`, the
 * window of `rules` (the game's rules, wrapped), or the board. `colourAllowed` is false under NO_COLOR.
 */
export const screenLines = (
  s: Session,
  o: ViewOptions,
  { today, colourAllowed, rules }: { today: string; colourAllowed: boolean; rules: readonly Line[] },
): Line[] => {
  switch (s.screen) {
    case 'help':
      return rulesWindow(gameHelpLines(o, s.game.rules), s.rulesScroll, o.rows, o, 'footer.help').lines;
    case 'settings':
      return settingsScreenLines(s, o, colourAllowed);
    case 'menu':
      return dealMenuLines(today, o);
    case 'rules':
      return rulesWindow(rules, s.rulesScroll, o.rows, o).lines;
    default:
      return boardLines(s, o);
  }
};
