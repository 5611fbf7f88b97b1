import { EXPERT_STATUS_WORDS, EXPERT_STATUS_WORDS_EN } from '@podium/contracts';
import { sheetWords } from '../../platform/excel.ts';

/** 正常 / 停用 (Active / Disabled) of the expert sheets: written in the reader's language, read in either. */
export const expertStatusWords = sheetWords(
  Object.entries(EXPERT_STATUS_WORDS).map(([zh, value]) => [
    value,
    { zh, en: EXPERT_STATUS_WORDS_EN[zh as keyof typeof EXPERT_STATUS_WORDS] },
  ]),
);
