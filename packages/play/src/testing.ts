// Harnesses for tests, the soak run and tools: they drive play the way a front end does, with the solver answered
// in-process. Not for production code, which goes through `PlayHost`.
export { SessionDriver } from './driver.js';
export { type HintRun, type HintPresses, followHints, pressHints } from './behaviour.js';
export { type HandTimer, handTimer, memorySaves, memoryStats, answeringSolver } from './hostPorts.js';
