import { randomPlaySuite } from './random-play.js';
import { unregistered, variants } from './registry.js';

// 15 games of 200 moves: 3,000 random moves per variant, every invariant checked after each (31 variants: the
// slow tier's share; the fast tier plays 600 more per variant).
randomPlaySuite([...variants, ...unregistered], { runs: 15, movesPerRun: 200 });
