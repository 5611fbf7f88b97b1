/** Rich-text change watching is debounced 50 ms by default; below 20 ms is refused (spec §5, §9). */
export const DEFAULT_DEBOUNCE_MS = 50;
export const MIN_DEBOUNCE_MS = 20;

export class DebounceError extends Error {
  override name = 'DebounceError';
}

/** The debounce to use: the default when none is given; throws for values under the minimum. */
export const validateDebounceMs = (value?: number | null): number => {
  if (value == null) return DEFAULT_DEBOUNCE_MS;
  if (!Number.isFinite(value) || value < MIN_DEBOUNCE_MS) {
    throw new DebounceError(
      `Rich-text debounce must be at least ${MIN_DEBOUNCE_MS} ms, got ${String(value)}`,
    );
  }
  return value;
};
