import { randomPlaySuite } from './random-play.js';
import { unregistered, variants } from './registry.js';

// A short random play over every variant for the fast tier; properties.slow.test.ts plays 10,000 moves each.
randomPlaySuite([...variants, ...unregistered], { runs: 6, movesPerRun: 100 });
