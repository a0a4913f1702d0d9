#!/usr/bin/env node
// Writes the rules site: `node tools/rules-doc/dist/cli.js [--out DIR]`. The default folder is rules-out/ at the
// repository root (ignored by git), found from this file's location so the command works from any directory.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { variants } from '@solitaire/variants';
import { winnabilityTable, withWinnabilityTable } from './readme.js';
import { writeSite } from './site.js';

const usage = `Usage: rules-doc [--out DIR]
       rules-doc --readme FILE

Writes, for every game and each of en, es, fr, a Markdown and a standalone HTML rules page,
plus an index and a glossary per language: DIR/<locale>/<game>.{md,html}, DIR/<locale>/index.{md,html},
DIR/<locale>/glossary.html, DIR/index.html.
DIR defaults to rules-out/ at the repository root. Pages of games no longer registered are removed.
--readme FILE rewrites the winnability table of FILE (between its marks) from the committed results files.`;

/** Rewrites the README's winnability table; 1 when the file has no marks. */
const writeReadme = (file: string): number => {
  const path = resolve(file);
  const text = withWinnabilityTable(readFileSync(path, 'utf8'), winnabilityTable(variants));
  if (text === null) {
    console.error(`rules-doc: ${file} has no winnability table marks`);
    return 1;
  }
  writeFileSync(path, text);
  console.log(`rules-doc: winnability table of ${file} rewritten`);
  return 0;
};

const main = (argv: readonly string[]): number => {
  let out = resolve(dirname(fileURLToPath(import.meta.url)), '../../../rules-out');
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      console.log(usage);
      return 0;
    }
    if (arg === '--out' && argv[i + 1]) {
      out = resolve(argv[++i]!);
      continue;
    }
    if (arg.startsWith('--out=')) {
      out = resolve(arg.slice('--out='.length));
      continue;
    }
    if (arg === '--readme' && argv[i + 1]) return writeReadme(argv[i + 1]!);
    console.error(`rules-doc: unknown argument "${arg}"\n\n${usage}`);
    return 2;
  }
  const started = performance.now();
  const count = writeSite(out, variants);
  console.log(
    `rules-doc: ${count} files for ${variants.length} games in ${out} (${Math.round(performance.now() - started)} ms)`,
  );
  return 0;
};

process.exitCode = main(process.argv.slice(2));
