// The solver-based assistance as toolbar entries and keys: show me, back to the last winnable position, the deal
// of the day and deals by difficulty. Play decides; these only send its actions.
import type { Session } from './pageSession.js';
import type { ToolbarAction } from './toolbar.js';

/** The toolbar's assistance entries, after the game's own (they fold into "More" first). */
export const assistToolbar = (s: Session): ToolbarAction[] => [
  {
    id: 'showMe',
    label: () => (s.play.value.showing ? 'action.stopShowMe' : 'action.showMe'),
    run: () => s.send({ type: 'showMe' }),
    keys: 'S',
    enabled: () => s.status.value === 'playing' && !s.busy.value,
  },
  {
    id: 'backToWinnable',
    label: 'action.backToWinnable',
    run: () => s.send({ type: 'backToWinnable' }),
    keys: 'B',
    enabled: () => s.canUndo.value && !s.busy.value,
  },
  { id: 'dailyDeal', label: 'action.dailyDeal', run: () => s.send({ type: 'dailyDeal' }), keys: 'T' },
  { id: 'easyDeal', label: 'action.easyDeal', run: () => s.send({ type: 'ratedDeal', rating: 'easy' }) },
  { id: 'mediumDeal', label: 'action.mediumDeal', run: () => s.send({ type: 'ratedDeal', rating: 'medium' }) },
  { id: 'hardDeal', label: 'action.hardDeal', run: () => s.send({ type: 'ratedDeal', rating: 'hard' }) },
];

/** The assistance's letter keys (lower case, as the page's key handler reads them). */
export const assistKeys = (s: Session): Readonly<Record<string, () => void>> => ({
  s: () => s.send({ type: 'showMe' }),
  b: () => s.send({ type: 'backToWinnable' }),
  t: () => s.send({ type: 'dailyDeal' }),
});

/** What the verdict line says while the assistance works, or null to show the verdict. */
export const assistVerdict = (s: Session): 'picking' | 'showing' | 'rewinding' | null => {
  if (s.play.value.seeking?.pick !== undefined) return 'picking';
  if (s.play.value.showing) return 'showing';
  if (s.play.value.rewinding) return 'rewinding';
  return null;
};
