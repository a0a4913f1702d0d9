// How a column of overlapping cards closes up as it grows: the arithmetic of one column, apart from the table.

/** A face-up card's visible strip in a column, in card heights: its rank and suit show. */
export const UP_STEP = 0.27;
/** A face-down card's visible strip, in card heights. */
export const DOWN_STEP = 0.11;
/** A face-down card's strip at its thinnest: its edge still shows, so the cards can be counted by eye. */
const DOWN_FLOOR = 0.035;
/** A face-up card's strip at its thinnest: most of the rank and of the suit in its corner still show. */
export const UP_FLOOR = 0.2;

/**
 * The offset of each card of a column from the column's top, in px, for cards `h` px high and faces `up` (bottom
 * card first), within `room` px when it can be done. The strips start spread by `stretch` (a tall screen with room
 * to spare); a column too long for its room closes up in this order: the spreading goes, then the face-down strips
 * down to their floor (they carry nothing to read), then the face-up strips together down to theirs. Past the floors
 * the column is taller than its room (the page scrolls down). The top card always shows whole: it has no strip.
 */
export const columnOffsets = (up: readonly boolean[], h: number, room: number, stretch = 1): number[] => {
  const under = up.slice(0, -1);
  const downs = under.filter((u) => !u).length;
  const ups = under.length - downs;
  const space = room - h;
  const fits = (down: number, face: number) => downs * down + ups * face <= space / h + 1e-9;
  let down = DOWN_STEP * stretch,
    face = UP_STEP * stretch;
  if (!fits(down, face)) {
    const spread = space / h / (downs * DOWN_STEP + ups * UP_STEP);
    if (spread >= 1) {
      down = DOWN_STEP * spread;
      face = UP_STEP * spread;
    } else {
      face = UP_STEP;
      down = downs > 0 ? Math.max(DOWN_FLOOR, (space / h - ups * UP_STEP) / downs) : DOWN_STEP;
      if (!fits(down, face)) {
        down = DOWN_FLOOR;
        face = ups > 0 ? Math.max(UP_FLOOR, (space / h - downs * DOWN_FLOOR) / ups) : UP_STEP;
      }
    }
  }
  let dy = 0;
  return up.map((u) => {
    const at = dy;
    dy += (u ? face : down) * h;
    return at;
  });
};
