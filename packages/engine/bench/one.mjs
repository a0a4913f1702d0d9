// Solves single set-B decks (a debugging aid): node one.mjs <game> <cap s> <memory MB> <deal ids...>
import { readFileSync } from 'node:fs';
import { dealFromDeck, parseCard, resolveRules, solve } from '../dist/index.js';
import { findVariant } from '../../variants/dist/index.js';
const [game, cap, mem, ...ids] = process.argv.slice(2);
const [variant, opts] = game === 'k3' ? ['klondike', { draw: 3 }] : game === 'k1' ? ['klondike', { draw: 1 }] : [game, {}];
const rules = resolveRules(findVariant(variant), opts).value;
const sets = JSON.parse(readFileSync(new URL('../../../../shared/bench/deals.json', import.meta.url), 'utf8')).sets;
for (const id of ids.map(Number)) {
  const d = [...sets.A, ...sets.B].find((x) => x.id === id);
  const s = dealFromDeck(rules, d.deck.map((c) => parseCard(c).value)).value;
  const r = solve(rules, s, { timeMs: Number(cap) * 1000, memoryMB: Number(mem) });
  console.log(id, r.outcome, Math.round(r.ms), r.nodes, r.stop ?? '', Math.round(r.tableBytes / 2 ** 20) + 'MB', Math.round(process.memoryUsage().rss / 2 ** 20) + 'MB rss');
}
