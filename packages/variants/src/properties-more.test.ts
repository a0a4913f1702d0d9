import { randomPlaySuite } from './random-play.js';
import { variants } from './registry.js';

// Fast-check random play over the second half of the registry (see properties.test.ts).
randomPlaySuite(variants.slice(Math.ceil(variants.length / 2)));
