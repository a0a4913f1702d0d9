// Harnesses for tests, the soak run and tools: they drive play the way a front end does, with the solver answered
// in-process. Not for production code, which goes through `PlayHost`.
export { SessionDriver } from './driver.js';
export { handTimer } from './hostPorts.js';
