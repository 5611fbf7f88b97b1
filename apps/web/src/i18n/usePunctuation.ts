import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type Punctuation = {
  /** After a label: “：” in Chinese, “: ” in English. */
  colon: string;
  /** Joins words of a list: “、” in Chinese, “, ” in English. */
  list: (items: readonly string[]) => string;
  /** Joins longer items: “；” in Chinese, “; ” in English. */
  semicolonList: (items: readonly string[]) => string;
  /** A note after a text: “名称（备注）” in Chinese, “Name (note)” in English. */
  parenthesised: (text: string, note: string) => string;
};

/**
 * The punctuation around translated parts in the active language. Components never write “：” or “、”
 * themselves (the source check in code-punctuation.test.ts refuses them): in English they would show
 * Chinese punctuation.
 */
export const usePunctuation = (): Punctuation => {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      colon: t('punct.colon'),
      list: (items) => items.join(t('punct.listSeparator')),
      semicolonList: (items) => items.join(t('punct.semicolonSeparator')),
      parenthesised: (text, note) => t('punct.parenthesised', { text, note }),
    }),
    [t],
  );
};
