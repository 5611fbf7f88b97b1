import { validateDebounceMs } from '@podium/certificate';

/**
 * Rich-text change watching (spec §5, §9): calls `onChange` with the latest value once the text has
 * been still for `debounceMs` (50 by default); values under 20 ms are refused at creation, because
 * re-laying out a certificate on every keystroke makes typing lag.
 */
export const createChangeWatcher = <T>(onChange: (value: T) => void, debounceMs?: number | null) => {
  const wait = validateDebounceMs(debounceMs);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: { value: T } | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (latest) {
      const { value } = latest;
      latest = null;
      onChange(value);
    }
  };
  return {
    wait,
    push(value: T) {
      latest = { value };
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, wait);
    },
    /** Delivers a pending value now (on blur, before saving). */
    flush,
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      latest = null;
    },
  };
};
