// Every random deal the page deals, or starts a search for a winnable or rated deal from, comes from one range:
// play's, the same as the deals its sequences pick and the terminal game's (short numbers are easier to share).
import { MAX_PICKED_DEAL } from '@solitaire/play';

/** 32 random bits from the browser's cryptographic source. */
const randomBits = (): number => globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!;

/** A random deal number from 1 to play's `MAX_PICKED_DEAL`, from 32 random bits (the browser's by default). */
export const randomDeal = (bits: () => number = randomBits): number => (bits() % MAX_PICKED_DEAL) + 1;
