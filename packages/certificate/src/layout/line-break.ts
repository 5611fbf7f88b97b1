/** Characters that may not begin a line (Chinese kinsoku): they hang at the end of the previous one. */
const NO_LINE_START = new Set([...'，。、；：？！）》」』】〉”’…—·,.;:?!)]}%']);
/** Characters that may not end a line: they move down with the next character. */
const NO_LINE_END = new Set([...'（《「『【〈“‘([{']);

const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef《》「」『』【】“”‘’…—]/u;

export const cannotStartLine = (text: string) => NO_LINE_START.has([...text][0] ?? '');
export const cannotEndLine = (text: string) => NO_LINE_END.has([...text].at(-1) ?? '');

/**
 * Splits text into the smallest pieces a line may break between: every wide (CJK) character alone,
 * a word of other characters kept whole, and runs of breaking spaces on their own.
 */
export const splitBreakUnits = (text: string): string[] => {
  const units: string[] = [];
  let word = '';
  const flush = () => {
    if (word) units.push(word);
    word = '';
  };
  for (const char of text) {
    if (char === ' ') {
      flush();
      const last = units[units.length - 1];
      if (last !== undefined && /^ +$/.test(last)) units[units.length - 1] = last + char;
      else units.push(char);
    } else if (WIDE.test(char)) {
      flush();
      units.push(char);
    } else {
      word += char;
    }
  }
  flush();
  return units;
};

export const isSpaceUnit = (unit: string) => /^ +$/.test(unit);
