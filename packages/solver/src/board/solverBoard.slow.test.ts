import { describe } from 'vitest';
import { boardPropertySuite } from './testing.js';

// The fast tier plays 5 random games a definition and property; this tier plays 30.
describe('solver board, in full', () => {
  boardPropertySuite(30);
});
