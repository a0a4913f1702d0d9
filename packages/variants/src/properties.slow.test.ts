import { randomPlaySuite } from './random-play.js';
import { unregistered, variants } from './registry.js';

// 50 games of 200 moves: 10,000 random moves per variant, every invariant checked after each.
randomPlaySuite([...variants, ...unregistered], { runs: 50, movesPerRun: 200 });
