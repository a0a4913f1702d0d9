// The terminal's catalogs live in @solitaire/game-text (cliCatalog.ts), beside the glossary they take their terms from.
export { type CliMessageKey as MessageKey, cliCatalogs as catalogs } from '@solitaire/game-text';
