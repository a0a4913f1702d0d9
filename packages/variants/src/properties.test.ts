import { randomPlaySuite } from './random-play.js';
import { variants } from './registry.js';

// Fast-check random play over the first half of the registry; properties-more.test.ts takes the rest.
randomPlaySuite(variants.slice(0, Math.ceil(variants.length / 2)));
