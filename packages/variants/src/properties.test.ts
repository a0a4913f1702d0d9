import { randomPlaySuite } from './random-play.js';
import { unregistered, variants } from './registry.js';
import { spider } from './spider.js';

// A short random play over every variant for the fast tier; properties.slow.test.ts plays 3,000 moves each.
randomPlaySuite([...variants, ...unregistered], { runs: 3, movesPerRun: 100 });
// Spider's other compositions: eight copies of a suit, or four of two, through the same checks.
randomPlaySuite([spider], { runs: 3, movesPerRun: 100 }, { suits: 1 });
randomPlaySuite([spider], { runs: 3, movesPerRun: 100 }, { suits: 2 });
