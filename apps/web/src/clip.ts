// Text taken from outside (a link's values) is shown cut to a bounded length, so that no notice grows without end.

/** The longest outside value shown in a notice, in characters. */
export const clipLength = 40;

/** The text itself when short enough, else its first characters and an ellipsis (`max` characters in all). */
export const clip = (text: string, max = clipLength): string => {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
};
