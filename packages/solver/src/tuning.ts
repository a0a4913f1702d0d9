// The solver's tuning constants, each with what it tunes and why its value. None changes what a search proves;
// each trades time, memory or which deals are decided within a budget. The measurements behind them are in
// CHANGELOG.md, under the version that set them.

// ---- The portfolio: how `solve` shares a budget among its searches ------------------------------------------

/** Main-search nodes of the first slice (later slices follow the Luby sequence): small, so probes get many shuffles. */
export const SLICE = 256;
/** A probe's nodes per main-search node where a safe rule is proved: small, since only the main search proves losses. */
export const PROBE_SHARE = 0.2;
/** The probes' share where no safe rule is proved (Shamrocks, Bureau): there their shuffles find most of the wins. */
export const RELAXED_PROBE_SHARE = 1;
/** A beam's nodes per main-search node where no safe rule is proved: as much as the main search, since it wins most. */
export const BEAM_SHARE = 1;
/** A beam's share where a safe rule is proved: its wins there come within a few hundred thousand positions or never. */
export const SAFE_BEAM_SHARE = 0.2;
/** Main-search positions after which, with a safe rule, probes and beams fade as 1/n: late, their wins are rare. */
export const PROBE_FADE = 300_000;
/** Main-search positions after which, with a safe rule, moves go unordered: the deals left are mostly losses. */
export const ORDER_UNTIL = 1_000_000;
/** Main-search positions after which the beams that count moves join in: they cost the easy deals too much sooner. */
export const MOBILE_BEAMS_AFTER = 300_000;
/** Main-search positions after which the dealt-order proof joins in: it only settles losses, so wins go first. */
export const ORDER_PROOF_AFTER = 100_000;
/** The dealt-order proof's steps per main-search node: a step costs about a tenth of a position, so 4/5 of the time. */
export const ORDER_PROOF_SHARE = 192;
/** The dealt-order proof's memory as a multiple of the cap: its positions are few, but it needs all of them. */
export const ORDER_PROOF_MEMORY = 2;
