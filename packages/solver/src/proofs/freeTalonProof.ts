import { type GameState, type Rules, coveringPiles, rankOf } from '@solitaire/engine';
import { coverCounts } from '../board/singleFoundationBoard.js';
import { WordSet } from '../tables/wordSet.js';

/** Ranks of a suit; a rank's count of talon cards takes `COUNT_BITS` bits of the key. */
const RANKS = 13;
/** Bits of a rank's count of talon cards in the key: up to 15 (two decks hold 8 of a rank). */
const COUNT_BITS = 4;
/** Ranks' counts a key word holds (6 x 4 = 24 bits, clear of the sign bit). */
const COUNTS_PER_WORD = 6;
/** Bits of pile heights a key word holds. */
const HEIGHT_WORD_BITS = 30;
/** The caller's cancellation is asked once every this many positions (a power of two, minus one). */
const STOP_CHECK_MASK = 1023;

/** What the free-talon search found: `lost` is a proof for the real game; `open` proves nothing. */
export interface FreeTalonAnswer {
  readonly outcome: 'lost' | 'open';
  readonly nodes: number;
}

/**
 * Whether `freeTalonSearch` applies: cards leave only to a discard pile, alone when their rank is the total and in
 * pairs whose ranks add up to it (Pyramid); piles never take a card; the goal is every card gone or the piles cleared.
 */
export const freeTalonFits = (rules: Rules): boolean =>
  rules.discard?.by === 'rankSum' &&
  rules.foundations.build === 'discard' &&
  rules.tableau.whenEmpty === 'never' &&
  (rules.stock === null || rules.stock === undefined || (rules.stock.dealsTo ?? 'waste') === 'waste') &&
  (rules.goal === undefined || rules.goal === 'allCards' || rules.goal === 'tableauCleared');

/**
 * Searches a looser game than the real one: every card of the stock and the waste is free at every moment, whatever
 * the passes left. Each move of the real game is a move of the looser one (a talon card that pairs in the real game
 * is one of them), so a real win is a loose win, and a position with no loose win is lost. The loose game forgets
 * the talon's order, its pointer and its passes, and keeps of the talon only how many cards of each rank are left:
 * on Pyramid its positions are a few thousand where the real search sees millions, and nearly every lost deal has
 * no loose win either (figures in CHANGELOG.md, 2.32.0).
 *
 * Within it, a pile card whose rank is the total leaves alone at once (it frees cards and takes nothing another card
 * needs); two talon cards never pair before the piles are clear, as that only takes partners away from pile cards:
 * where every card must go, the talon's cards left must then pair off by their counts. Positions only lose cards, so
 * a position searched to the end without a win is kept as lost. `maxNodes` bounds the positions entered: past it, or
 * when `stopped()`, the answer is `open`.
 */
export const freeTalonSearch = (
  rules: Rules,
  state: GameState,
  maxNodes: number,
  memoryBytes: number,
  stopped: () => boolean,
): FreeTalonAnswer => {
  const total = rules.discard?.by === 'rankSum' ? rules.discard.total : 0;
  const everyCard = rules.goal !== 'tableauCleared';
  const piles = state.tableau.map((p) => p.map((c) => rankOf(c.card)));
  const pileCount = piles.length;
  const height = Int32Array.from(piles, (p) => p.length);
  const { coversOf, coveredBy } = coverCounts(coveringPiles(rules), piles);
  const left = new Int32Array(RANKS + 1);
  for (const c of [...state.stock, ...state.waste]) left[rankOf(c.card)]!++;
  let pileCards = height.reduce((a, b) => a + b, 0);

  // The key: the piles' heights packed into words, then the talon's counts by rank.
  const heightBits = piles.map((p) => Math.max(1, Math.ceil(Math.log2(p.length + 1))));
  const heightWord = new Int32Array(pileCount),
    heightShift = new Int32Array(pileCount);
  let word = 0,
    bit = 0;
  piles.forEach((_, i) => {
    if (bit + heightBits[i]! > HEIGHT_WORD_BITS) {
      word++;
      bit = 0;
    }
    heightWord[i] = word;
    heightShift[i] = bit;
    bit += heightBits[i]!;
  });
  const heightWords = word + 1,
    width = heightWords + Math.ceil(RANKS / COUNTS_PER_WORD);
  const key = new Int32Array(width);
  const writeKey = (): void => {
    key.fill(0);
    for (let i = 0; i < pileCount; i++) key[heightWord[i]!]! |= height[i]! << heightShift[i]!;
    for (let r = 1; r <= RANKS; r++) {
      const at = heightWords + Math.floor((r - 1) / COUNTS_PER_WORD);
      key[at]! |= left[r]! << (COUNT_BITS * ((r - 1) % COUNTS_PER_WORD));
    }
  };
  const lostSet = new WordSet(width, memoryBytes);

  const free = new Int32Array(pileCount * (pileCards + 1));
  const take = (i: number): void => {
    if (--height[i]! === 0) for (const j of coversOf[i]!) coveredBy[j]!--;
    pileCards--;
  };
  const putBack = (i: number): void => {
    if (height[i]!++ === 0) for (const j of coversOf[i]!) coveredBy[j]!++;
    pileCards++;
  };
  const top = (i: number): number => piles[i]![height[i]! - 1]!;
  /** Where every card must go: whether the talon's cards left pair off (or leave alone) by their ranks. */
  const talonPairsOff = (): boolean => {
    for (let r = 1; r <= RANKS; r++) {
      const partner = total - r;
      if (left[r] === 0 || r === total) continue;
      if (partner < 1 || partner > RANKS) return false;
      if (partner === r ? left[r]! % 2 === 1 : left[r] !== left[partner]) return false;
    }
    return true;
  };

  /** Keeps the position as lost (its key is written again: the searches below it wrote theirs). */
  const markLost = (): void => {
    writeKey();
    lostSet.add(key, 0);
  };
  let nodes = 0,
    open = false;
  /** Whether the position has a loose win; `open` set when a budget ends the search. */
  const search = (depth: number): boolean => {
    if (pileCards === 0) return !everyCard || talonPairsOff();
    if (++nodes > maxNodes || ((nodes & STOP_CHECK_MASK) === 0 && stopped())) {
      open = true;
      return false;
    }
    writeKey();
    if (lostSet.has(key, 0)) return false;
    const at = depth * pileCount;
    let n = 0;
    for (let i = 0; i < pileCount; i++) if (height[i]! > 0 && coveredBy[i] === 0) free[at + n++] = i;
    for (let k = 0; k < n; k++) {
      const i = free[at + k]!;
      if (top(i) !== total) continue;
      take(i);
      const won = search(depth + 1);
      putBack(i);
      if (!won && !open) markLost();
      return won;
    }
    for (let k = 0; k < n && !open; k++) {
      const i = free[at + k]!,
        r = top(i);
      for (let m = k + 1; m < n && !open; m++) {
        const j = free[at + m]!;
        if (r + top(j) !== total) continue;
        take(i);
        take(j);
        const won = search(depth + 1);
        putBack(j);
        putBack(i);
        if (won) return true;
      }
      const partner = total - r;
      if (open || partner < 1 || partner > RANKS || left[partner] === 0) continue;
      left[partner]!--;
      take(i);
      const won = search(depth + 1);
      putBack(i);
      left[partner]!++;
      if (won) return true;
    }
    if (!open) markLost();
    return false;
  };
  const won = search(0);
  lostSet.release();
  return { outcome: won || open ? 'open' : 'lost', nodes };
};
