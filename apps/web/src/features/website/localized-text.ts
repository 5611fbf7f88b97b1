/**
 * A tenant text in the reader's language: the optional English value when English is chosen and the
 * tenant wrote one, otherwise the Chinese text.
 */
export const pickText = (zh: string, en: string | undefined, language: string): string =>
  language === 'en' && en?.trim() ? en.trim() : zh;
