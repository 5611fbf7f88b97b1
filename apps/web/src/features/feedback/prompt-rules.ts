/** Spec §5 default message when a prompt's pattern or validator fails. */
export const DEFAULT_INVALID_MESSAGE = '输入的数据不合法!';

export type PromptRules = {
  pattern?: RegExp;
  /** Returns true when valid, false for the default/custom message, or a string as the message. */
  validator?: (value: string) => boolean | string;
  /** Custom message for a failing pattern or validator. */
  message?: string;
};

/** Null when valid, else the message to show; confirm stays blocked until this returns null. */
export const validatePromptValue = (
  value: string,
  rules: PromptRules,
  fallback = DEFAULT_INVALID_MESSAGE,
): string | null => {
  const failure = rules.message ?? fallback;
  if (rules.pattern) {
    // A global/sticky regex keeps state between calls; reset so every check starts fresh.
    rules.pattern.lastIndex = 0;
    if (!rules.pattern.test(value)) return failure;
  }
  if (rules.validator) {
    const verdict = rules.validator(value);
    if (typeof verdict === 'string') return verdict;
    if (!verdict) return failure;
  }
  return null;
};
