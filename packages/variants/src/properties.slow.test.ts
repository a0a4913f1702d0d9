import { randomPlaySuite } from './random-play.js';
import { variants } from './registry.js';

// 15 games of 200 moves: 3,000 random moves per registered variant, every invariant checked after each (the fast
// tier plays 300 more per variant, the waiting games included, and the model suite plays every one of them).
randomPlaySuite(variants, { runs: 15, movesPerRun: 200 });
