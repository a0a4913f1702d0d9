import type { Rules, VariantDefinition } from '@solitaire/engine';
import type { Locale } from '@solitaire/game-text';
import type { SectionId } from '@solitaire/game-text/rules';
import { siteText } from '@solitaire/game-text/rules';
import { exampleCaption, exampleSvg } from './exampleSvg.js';
import { type ExampleKind, examplesFor } from './examples.js';
import { PICTURED_DEAL, dealSvg } from './svg.js';

/** Where each worked example goes: beside the rules it shows. */
export const exampleSection: Readonly<Record<ExampleKind, SectionId>> = {
  run: 'tableau',
  kings: 'layout',
  playBack: 'foundations',
  step: 'foundations',
  // Pairs and discards are told where the page tells the single foundation: under "Pairs", "Discarding".
  pair: 'foundations',
  discard: 'foundations',
};

/** A picture of a page as a file of its own, for the Markdown page that links it. */
export interface PictureFile {
  /** The file's name, beside the page: `athena-deal.svg`. */
  readonly file: string;
  readonly svg: string;
  readonly caption: string;
  /** The section it belongs under. */
  readonly section: SectionId;
}

/**
 * The pictures of a game's page, each as a standalone SVG file: the pinned deal (fans six a row, the wide screen's
 * layout) and the worked examples, with the captions the HTML page gives them.
 */
export const pictureFiles = (def: VariantDefinition | Rules, locale: Locale): PictureFile[] => [
  {
    file: `${def.id}-deal.svg`,
    svg: dealSvg(def, locale, { id: 'deal' }),
    section: 'layout',
    caption: siteText(locale, 'site.deal.caption', { deal: PICTURED_DEAL }),
  },
  ...examplesFor(def).map((example) => ({
    file: `${def.id}-example-${example.kind}.svg`,
    svg: exampleSvg(example, def.tableau.fans, locale, `example-${example.kind}-svg`),
    caption: exampleCaption(example, locale),
    section: exampleSection[example.kind],
  })),
];
