/**
 * Characters that do not belong in English texts: CJK ideographs and the full-width punctuation of
 * Chinese typing (“：”, “，”, “、”, “（”, “【”, …). English typography’s curly quotes and dashes are fine.
 * Used by the checks over the web's English namespaces, its components' literals and the server's
 * English messages.
 */
const CJK = /[\u3000-\u303f\uff00-\uffef\u3400-\u4dbf\u4e00-\u9fff]/gu;
/** Full-width and CJK punctuation only (no ideographs). */
const CJK_PUNCTUATION = /[\u3000-\u303f\uff00-\uffef]/gu;

/** The CJK characters of a text that is meant to be English, in order; empty when it is clean. */
export const cjkCharactersIn = (text: string): string[] => text.match(CJK) ?? [];

/** The CJK punctuation marks of a text (for code literals that are punctuation around translated parts). */
export const cjkPunctuationIn = (text: string): string[] => text.match(CJK_PUNCTUATION) ?? [];
