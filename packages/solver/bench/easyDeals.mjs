#!/usr/bin/env node
// How long an easy Klondike deal takes (a benchmark, not a test): set B's deals that lonelybot solved in under 1 ms
// in bench/data/lonelybot-side-by-side.csv, solved one after the other in this process with a 10 s cap, as in that
// side-by-side run; the median solve of each round. The first round warms the JIT up; the later ones are the figure.
//
//   taskset -c 1 node packages/solver/bench/easyDeals.mjs [--draw 3] [--rounds 5]
//
// Needs the engine, the solver and the variants built (pnpm turbo run build --filter=@solitaire/solver...).
import { readFileSync } from 'node:fs';
import { dealFromDeck, parseCard, resolveRules } from '@solitaire/engine';
import { solve } from '@solitaire/solver';
import { findVariant } from '@solitaire/variants';

const flag = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const draw = Number(flag('--draw', '3'));
const rounds = Number(flag('--rounds', '5'));
const rules = resolveRules(findVariant('klondike'), { draw });
if (!rules.ok) throw new Error(rules.error);

const data = (file) => readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8');
const easy = new Set(
  data('lonelybot-side-by-side.csv')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .filter((cells) => Number(cells[1]) === draw && Number(cells[3]) < 1)
    .map((cells) => cells[0]),
);
const deals = JSON.parse(data('deals.json')).sets.B.filter((d) => easy.has(String(d.id)));
const position = (d) => {
  const cards = d.deck.map((code) => {
    const card = parseCard(code);
    if (!card.ok) throw new Error(`${d.id}: ${code}`);
    return card.value;
  });
  const dealt = dealFromDeck(rules.value, cards);
  if (!dealt.ok) throw new Error(`${d.id}: ${dealt.error}`);
  return dealt.value;
};

const medians = [];
for (let round = 0; round < rounds; round++) {
  const times = [];
  for (const d of deals) {
    const start = position(d);
    const t0 = performance.now();
    const r = solve(rules.value, start, { timeMs: 10_000 });
    times.push(performance.now() - t0);
    if (r.outcome === 'unknown') console.log(`deal ${d.id}: undecided`);
  }
  times.sort((a, b) => a - b);
  medians.push(times[times.length >> 1]);
}
console.log(
  `Klondike draw ${draw}, ${deals.length} easy deals of set B: median ms per round ` +
    medians.map((m) => m.toFixed(3)).join(', '),
);
