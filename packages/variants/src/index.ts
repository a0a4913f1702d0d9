export { athena, athenaAisleriot } from './athena.js';
export { klondike } from './klondike.js';
export { shamrocks } from './shamrocks.js';
export { variants, defaultVariantId, findVariant } from './registry.js';
