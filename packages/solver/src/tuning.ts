// The solver's tuning constants, each with what it tunes and why it has its value. None of them changes what a
// search proves: each trades time, memory, or which deals are decided within a budget. The measurements behind
// them are in CHANGELOG.md (look a constant up by its name there).

// ---- The portfolio: how `solve` shares a budget among its searches ------------------------------------------

/** Main-search nodes of the first slice (then the Luby sequence): small, since probes win by many shuffles. */
export const SLICE = 256;
/** The same where every card is dealt face up with no stock and a safe rule: there the main search wins most alone. */
export const DEALT_OUT_SLICE = 1024;
/** A probe's nodes per main-search node where a safe rule is proved: small, as only the main search proves losses. */
export const PROBE_SHARE = 0.2;
/** The probes' share where groups move: with their group moves pruned (`noSideways`) they find most wins there. */
export const GROUP_PROBE_SHARE = 1;
/** The probes' share where no safe rule is proved (Shamrocks, Bureau): there their shuffles find most wins. */
export const RELAXED_PROBE_SHARE = 1;
/** A beam's nodes per main-search node where no safe rule is proved: the beams win most of Shamrocks' hard deals. */
export const BEAM_SHARE = 1;
/** A beam's share where groups move: scored by face-down cards and breaks, beams win many of those deals. */
export const GROUP_BEAM_SHARE = 1;
/** A beam's share where only complete runs go up (Spider): scored by runs, face-down cards and breaks, they win. */
export const RUN_BEAM_SHARE = 8;
/** The probes' share there: their shuffled dives win few of those deals. */
export const RUN_PROBE_SHARE = 0.25;
/** A beam's share where a safe rule is proved: its wins there come within a few hundred thousand nodes or never. */
export const SAFE_BEAM_SHARE = 0.2;
/** The beam's share where, besides, every card is dealt face up and there is no stock: it wins the hard deals there. */
export const DEALT_OUT_BEAM_SHARE = 1;
/** Shuffled searches where, besides, builds read colour: each in its own order wins what the main search finds late. */
export const SHUFFLED_SEARCHES = 8;
/** Each shuffled search's nodes per main-search node: digging only, together they win sooner than the main search. */
export const SHUFFLED_SHARE = 0.5;
/** Nodes per main-search node of the search that digs, first in each slice there: its wins come within hundreds. */
export const DIG_SHARE = 1;
/** Main-search nodes after which, with a safe rule, probes and beams fade as 1/n: their late wins are rare. */
export const PROBE_FADE = 300_000;
/** The same where groups move: their wins come within that, and the losses left need the main search's time. */
export const GROUP_FADE = 100_000;
/** Main-search nodes after which, with a safe rule, moves go unordered: the deals left are mostly losses. */
export const ORDER_UNTIL = 1_000_000;
/** Main-search nodes after which the beams that count moves join: sooner, they cost the easy deals their time. */
export const MOBILE_BEAMS_AFTER = 300_000;
/** Main-search nodes after which the dealt-order proof joins: it only settles losses, so the quick wins go first. */
export const ORDER_PROOF_AFTER = 100_000;
/** The dealt-order proof's steps per main-search node: a step costs a tenth of a node, so it gets 4/5 of the time. */
export const ORDER_PROOF_SHARE = 192;

// ---- Memory -------------------------------------------------------------------------------------------------

/** Default cap of the solver's tables in MiB: a larger cap decided no more deals, in more memory. */
export const DEFAULT_SOLVER_MEMORY_MB = 32;
/** The probes' table as a share of the cap: a dive is short and starts over every slice. */
export const PROBE_MEMORY = 1 / 4;
/** Each shuffled search's table, and the digging search's, as a share of the cap: the nine take about a probe's. */
export const SHUFFLED_MEMORY = 1 / 32;
/** Largest probe table whatever the cap, in bytes: no dive fills more. */
export const PROBE_TABLE_MAX_BYTES = 16 * 2 ** 20;
/** A probe's table per node of its dive, in bytes: 4 slots of 8 bytes, so it stays at most a quarter full. */
export const PROBE_TABLE_BYTES_PER_NODE = 32;
/** A beam's table as a share of the cap: it weeds out positions seen, keeping the width for new ones. */
export const BEAM_MEMORY = 1 / 2;
/** The table of the beam that counts moves, as a share of the cap: its wins came at widths whose tables fit. */
export const MOBILE_BEAM_MEMORY = 1 / 4;
/** A beam's table per unit of its width, in bytes: a beam sees about a thousand positions per unit of width. */
export const BEAM_TABLE_BYTES_PER_WIDTH = 16_384;
/** Bytes a spread beam keeps in copies of a layer's positions: up to that width a copy costs less than a walk. */
export const COPY_BUDGET = 2 * 2 ** 20;
/** The dealt-order proof's memory as a multiple of the cap: its positions are few, but it needs every one. */
export const ORDER_PROOF_MEMORY = 2;
/** A transposition table's first size in bytes: a table the size of what it holds stays in the caches. */
export const TABLE_INITIAL_BYTES = 1 << 16;
/** Slots a key may lie in past its home in a transposition table: few enough to read in one or two cache lines. */
export const TABLE_WINDOW = 16;
/** Load at which a packed set doubles: below it a key that finds both its buckets full is forgotten, rarely. */
export const PACKED_SET_MOST_LOAD = 0.8;
/** Load a word set fills to once it can grow no more (it grows at half load): probes lengthen, keys still fit. */
export const WORD_SET_MOST_LOAD = 0.75;
/** Arrays the pool keeps are at least this many bytes: smaller ones cost less to make than to look up. */
export const POOL_MIN_BYTES = 2 ** 16;
/** Arrays up to this many bytes count as small: a search takes a dozen of one size (stacks, move histories). */
export const POOL_SMALL_BYTES = 2 ** 18;
/** Spares the pool keeps of each small size: every small array of the last solve (ten searches in FreeCell). */
export const POOL_SMALL_SPARES = 128;
/** Spares the pool keeps of each large size: one per table a solve holds at once, so none is left to the collector. */
export const POOL_LARGE_SPARES = 4;
/** Most bytes the pool keeps: the four tables of a solve at the default cap, its stacks and a beam's copies. */
export const POOL_MAX_BYTES = 160 * 2 ** 20;

// ---- Move order (`MoveGenerator.order`): higher scores first; an order only changes how soon a win is found ----

/** A tableau, reserve or cell card to a foundation, less its rank: first, and low cards before high ones. */
export const TO_FOUNDATION = 1000;
/** A waste card to a foundation, less its rank: just after the tableau's, which may also uncover a card. */
export const WASTE_TO_FOUNDATION = 990;
/** A card in a run sent up by moving the cards above it aside: a foundation move, but one that moves a run too. */
export const SWITCH_TO_FOUNDATION = 900;
/** A tableau unit that turns a face-down card up: the next best thing to a foundation move. */
export const TURNS_CARD_UP = 400;
/** Added for each face-down card left under it: the deepest piles have the most to uncover. */
export const PER_FACE_DOWN = 10;
/** A whole pile moved (worth nothing where empty piles stay empty): an empty pile is the scarcest room. */
export const EMPTIES_PILE = 390;
/** Per rank below a King of the face-up card a tableau unit uncovers: low cards go up sooner. */
export const UNCOVERS_LOW = 4;
/** A reserve card to the tableau: it frees the reserve's next card. */
export const RESERVE_TO_TABLEAU = 150;
/** A free cell's card to the tableau: it gives back a cell, the room every carried run is measured by. */
export const CELL_TO_TABLEAU = 200;
/** A tableau top into a free cell (plus what it uncovers, as a unit's move): it spends that room, so late. */
export const TO_CELL = -100;
/** A waste card to the tableau: after the tableau's own moves, which can uncover cards. */
export const WASTE_TO_TABLEAU = 100;
/** A card back off a foundation: rarely needed, so late. */
export const FOUNDATION_TO_TABLEAU = -300;
/** Where passes are limited, per card a waste move draws: each covers the waste top before it, maybe for good. */
export const PER_CARD_DRAWN = 1000;
/** Where passes are limited, for turning the waste over: it spends one of the few passes. */
export const PASS_TURNED = 1000;
/** Anything else (a redeal that shuffles the tableau): it spends a scarce redeal, so last. */
export const LAST = -500;
/** For uncovering (or, taken off, covering) a card the foundations want next, divided by its depth + 1. */
export const SOON_NEXT = 300;
/** The same for a card wanted after next: worth less, as it cannot go up at once. */
export const SOON_AFTER_NEXT = 120;
/** Taken off for making a self-block (a card on one that must go up before it), where no safe rule is proved. */
export const BLOCK_MADE = 200;
/** Added for undoing one: less than making one costs, since the block may come back. */
export const BLOCK_UNDONE = 100;
/** Where only complete runs go up, for a unit laid on a card of its suit: one-suit runs are what moves and goes up. */
export const JOINS_SUIT = 300;
/** Where only complete runs go up, taken off for a unit taken off a card of its suit: it splits such a run. */
export const SPLITS_SUIT = 250;
/** Spread of the random noise a probe adds to scores: wide enough to swap moves of neighbouring groups. */
export const SHUFFLE_NOISE = 200;
/** The same for the shuffled searches: four times as wide, so that their orders part from the main one's sooner. */
export const SHUFFLED_NOISE = 800;

// ---- The beams' score and widths (`BeamSearch`) --------------------------------------------------------------

/** Score of each card on a foundation: progress outweighs everything else. */
export const PER_CARD_UP = 100;
/** Taken off for each card lying above one that must go up before it (a self-block): it will have to move again. */
export const PER_BLOCK = 30;
/** Added for each free place in a pile of limited capacity that holds cards: room to move. */
export const PER_ROOM = 5;
/** Taken off for each card above one a foundation takes now: it stands in that card's way. */
export const PER_CARD_ON_WANTED = 8;
/** A beam's weights where groups move or runs go up whole: points off per card of each kind. */
export interface BeamWeights {
  /** Each face-down card: every one must be turned up. */
  readonly faceDown: number;
  /** Each face-up card not carrying the run under it on. */
  readonly breaks: number;
  /** Where the stock deals rows, each card in it: a row lays a card on each pile, most of them breaks. */
  readonly inStock: number;
  /**
   * Where the stock deals rows, whether each count of cards left in it keeps its share of a layer (`keepByStock`,
   * in `BeamSearch`): lines that deal early score below those that wait, and many wins deal early.
   */
  readonly byStock: boolean;
}
/** The beams' weights, one beam per entry and width by turns where rows are dealt (35 wins Spider, 30 Spiderette). */
export const BEAM_WEIGHTS: readonly BeamWeights[] = [
  { faceDown: 80, breaks: 40, inStock: 35, byStock: true },
  { faceDown: 80, breaks: 40, inStock: 30, byStock: false },
];
/** Two more turns with one deck: each weighting wins deals the others reach late; with two decks they cost more. */
export const ONE_DECK_BEAM_WEIGHTS: readonly BeamWeights[] = [
  { faceDown: 50, breaks: 50, inStock: 30, byStock: true },
  { faceDown: 40, breaks: 60, inStock: 30, byStock: false },
];
/** Score of each move a position offers, in the beams that count them: more ways on keep more lines open. */
export const PER_FREE_MOVE = 15;
/** Width of the first beam (each that ends without a win is followed by one twice as wide): most wins are narrow. */
export const FIRST_BEAM_WIDTH = 8;
/** Widest beam, past which widths start over with ties broken at random: bounds the nodes a beam keeps. */
export const MAX_BEAM_WIDTH = 1 << 14;
/** Deepest layer a beam reaches before the next, wider one starts: deeper than any win found. */
export const MAX_BEAM_DEPTH = 4096;
/** Layers a spread beam goes without a new best count of cards up before the next starts: its walks cost its depth. */
export const SPREAD_STALL = 128;
/** Layers a plain beam goes without a better score before the next starts: past that it mostly wanders. */
export const PLAIN_STALL = 64;
/** A beam that dropped under this share of the positions it reached says the space is small (`smallSpace`). */
export const SMALL_SPACE_DROPPED = 0.13;
/** The beams' share, at most, once the space is small: a search that runs out there proves a loss, and it is near. */
export const SMALL_SPACE_BEAM_SHARE = 0.25;

// ---- The dealt-order proof's arrangement search (`DealtOrderProof`) -------------------------------------------

/** Most chains a pile's top may carry before the proof is not worth trying: the search over them would not end. */
export const MAX_CHAINS_PER_TOP = 64;
/** Slots of the table of failed arrangements (a power of two): the failures of one position's moves fit. */
export const MEMO_SLOTS = 1 << 16;
/** Slots a failure may lie in past its home: a failure forgotten is only searched again. */
export const MEMO_PROBES = 8;

// ---- The one-foundation search (`searchSingleFoundation`) ------------------------------------------------------

/** Most of the node budget the discards-first search takes (Aces Up): its wins come early, losses need the rest. */
export const DISCARDS_FIRST_SHARE = 0.5;

/** The same share where the licensed game follows (Aces Up): it proves losses, so it gets the larger part. */
export const LICENSED_DISCARDS_FIRST_SHARE = 0.02;

/** The higher-gone search's positions at most after each deal of the licensed game (CHANGELOG.md, 2.47.0, 2.53.0). */
export const LICENSED_LOOSE_NODES = 1_000;
/** Positions of the game of the last deals alone, for each deal tried (`lastDealsStuck`). */
export const LAST_DEALS_NODES = 20_000;

/** The same at the start of the licensed game's search (Aces Up): its proofs of deals 1-2000 took 11,185 at most. */
export const HIGHER_GONE_NODES = 20_000;

/** Share of the memory cap for each set the loose searches keep (lost; on a win's line), CHANGELOG.md 2.54.0. */
export const LOOSE_KEPT_SHARE = 0.25;

/** The free-talon search's positions at most (Pyramid): its proofs of deals 1-1000 took 18,030 at most. */
export const FREE_TALON_NODES = 50_000;
