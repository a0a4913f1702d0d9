// Screen lines drawn by Ink: styled segments as Text elements, each unchanged line left as it is; and the terminal's
// size as Ink's output stream reports it.
import { Box, Text, useStdout } from 'ink';
import { type ReactNode, memo, useEffect, useState } from 'react';
import type { Line, Segment } from './view.js';

const SegmentText = ({ seg }: { seg: Segment }): ReactNode => (
  <Text
    {...(seg.fg ? { color: seg.fg } : {})}
    {...(seg.bg ? { backgroundColor: seg.bg } : {})}
    {...(seg.dim ? { dimColor: true } : {})}
    {...(seg.bold ? { bold: true } : {})}
    {...(seg.inverse ? { inverse: true } : {})}
  >
    {seg.text}
  </Text>
);

const sameStyle = (a: Segment, b: Segment) =>
  a.fg === b.fg && a.bg === b.bg && !a.dim === !b.dim && !a.bold === !b.bold && !a.inverse === !b.inverse;

/** Joins neighbouring segments of the same style: fewer elements for React and Ink to lay out. */
const mergeSegments = (line: Line): Segment[] => {
  const out: Segment[] = [];
  for (const seg of line) {
    const last = out[out.length - 1];
    if (last && sameStyle(last, seg)) out[out.length - 1] = { ...last, text: last.text + seg.text };
    else if (seg.text !== '') out.push(seg);
  }
  return out;
};

const isPlain = (seg: Segment) => !seg.fg && !seg.bg && !seg.dim && !seg.bold && !seg.inverse;

const sameLine = (a: Line, b: Line) =>
  a.length === b.length && a.every((seg, i) => seg.text === b[i]!.text && sameStyle(seg, b[i]!));

/** One screen line; unstyled text goes straight into the line's text. Unchanged lines are not rendered again. */
const LineView = memo(
  ({ line }: { line: Line }): ReactNode => {
    const segs = mergeSegments(line);
    return (
      <Text wrap="truncate">
        {segs.length === 0 ? ' ' : segs.map((seg, j) => (isPlain(seg) ? seg.text : <SegmentText key={j} seg={seg} />))}
      </Text>
    );
  },
  (a, b) => sameLine(a.line, b.line),
);

/** Draws screen lines. */
export const Lines = ({ lines }: { lines: readonly Line[] }): ReactNode => (
  <Box flexDirection="column">
    {lines.map((line, i) => (
      <LineView key={i} line={line} />
    ))}
  </Box>
);

// Ink 8 types its stream as any writable one; a terminal's has a size.
const sizeOf = (out: NodeJS.WritableStream) => {
  const tty = out as Partial<NodeJS.WriteStream>;
  return { columns: tty.columns || undefined, rows: tty.rows || undefined };
};

/** The terminal's size, following resizes (undefined when the output is not a terminal). */
export const useTerminalSize = (): { columns: number | undefined; rows: number | undefined } => {
  const { stdout } = useStdout();
  const [size, setSize] = useState(() => sizeOf(stdout));
  useEffect(() => {
    const onResize = () => setSize(sizeOf(stdout));
    stdout.on('resize', onResize);
    return () => {
      stdout.removeListener('resize', onResize);
    };
  }, [stdout]);
  return size;
};
