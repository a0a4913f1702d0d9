/** Outcome of an operation that can be refused: a value, or a stable error code with optional details. */
export type Result<T, E extends string = string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E; readonly detail?: string };

/** Wraps a value as a successful result. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** Builds a refusal; `detail` is for logs and developers, never shown to players as-is. */
export const err = <E extends string>(
  error: E,
  detail?: string,
): { readonly ok: false; readonly error: E; readonly detail?: string } =>
  detail === undefined ? { ok: false, error } : { ok: false, error, detail };

/**
 * A value read from a file or a link as a short detail: strings, numbers, booleans and null as text, anything else
 * by its type (its own `toString` is never called), control characters replaced, at most `max` characters.
 */
export const printable = (v: unknown, max = 64): string => {
  const text =
    typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' || v === null ? String(v) : typeof v;
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?').slice(0, max);
};
