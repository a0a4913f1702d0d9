// A small well-formedness checker for the pages this tool writes (tests only): balanced tags, quoted attributes,
// escaped ampersands, headings that never skip a level. Not a general HTML parser: the pages are XHTML-like.

const VOID = new Set(['meta', 'link', 'br', 'img', 'hr', 'input', 'source']);
const RAW = new Set(['style', 'script']);

/** Problems found in a page, empty when it is well formed. */
export const htmlProblems = (html: string): string[] => {
  const problems: string[] = [];
  const stack: string[] = [];
  const text = html.replace(/^<!DOCTYPE html>\s*/i, '').replace(/<!--[\s\S]*?-->/g, '');
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z_:][-a-zA-Z0-9_:.]*(?:="[^"<]*")?)*)\s*(\/?)>/y;
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const chunk = text.slice(i, lt === -1 ? text.length : lt);
    if (/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/.test(chunk)) problems.push(`bare & in "${chunk.slice(0, 40)}"`);
    if (/>/.test(chunk) && stack.at(-1) !== 'style' && stack.at(-1) !== 'svg')
      problems.push(`bare > in "${chunk.slice(0, 40)}"`);
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(text);
    if (!m) {
      problems.push(`malformed tag at "${text.slice(lt, lt + 40)}"`);
      i = lt + 1;
      continue;
    }
    const [, closing, rawName, , selfClosing] = m;
    const name = rawName!.toLowerCase();
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else if (!selfClosing && !VOID.has(name)) {
      stack.push(name);
      if (RAW.has(name)) {
        const end = text.indexOf(`</${name}>`, tag.lastIndex);
        if (end === -1) {
          problems.push(`<${name}> never closed`);
          break;
        }
        tag.lastIndex = end;
      }
    }
    i = tag.lastIndex;
  }
  for (const open of stack) problems.push(`<${open}> never closed`);
  return problems;
};

/** The heading levels of a page, in document order (1 for h1...). */
export const headingLevels = (html: string): number[] => [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));

/** Whether headings start with a single h1 and never skip a level going down. */
export const headingsInOrder = (levels: readonly number[]): boolean =>
  levels[0] === 1 &&
  levels.filter((l) => l === 1).length === 1 &&
  levels.every((l, i) => i === 0 || l <= levels[i - 1]! + 1);
