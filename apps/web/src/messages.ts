// The web game's catalogs live in @solitaire/game-text (webCatalog.ts), beside the glossary they take their terms from.
export { type WebMessageKey as MessageKey } from '@solitaire/game-text';
