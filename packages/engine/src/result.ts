/** Outcome of an operation that can be refused: a value, or a stable error code with optional details. */
export type Result<T, E extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E; readonly detail?: string };

/** Wraps a value as a successful result. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** Builds a refusal; `detail` is for logs and developers, never shown to players as-is. */
export const err = <E extends string>(error: E, detail?: string): { readonly ok: false; readonly error: E; readonly detail?: string } =>
  detail === undefined ? { ok: false, error } : { ok: false, error, detail };
