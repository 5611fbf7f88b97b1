import { FONT_FAMILIES } from '@podium/certificate';

/**
 * Browser font stacks for the design's family names. Nothing is downloaded: each name falls back to
 * the faces the visitor's system has (the PDF renderer embeds its own open stand-in fonts).
 */
const STACKS: Record<string, string> = {
  微软雅黑: '"Microsoft YaHei", "PingFang SC", "Noto Sans CJK SC", "Source Han Sans SC", sans-serif',
  SimSun: 'SimSun, "Songti SC", "Noto Serif CJK SC", "Source Han Serif SC", serif',
  SimHei: 'SimHei, "Heiti SC", "Noto Sans CJK SC", sans-serif',
  KaiTi: 'KaiTi, STKaiti, "Kaiti SC", "AR PL UKai CN", serif',
  FangSong: 'FangSong, STFangsong, "FangSong SC", serif',
};

export const fontStackOf = (family: string): string =>
  STACKS[family] ?? `${JSON.stringify(family)}, sans-serif`;

/** Display names of the font picker, in the order the design model lists them. */
export const FONT_OPTIONS: { value: string; zh: string; en: string }[] = FONT_FAMILIES.map((value) => ({
  value,
  zh: { 微软雅黑: '微软雅黑', SimSun: '宋体', SimHei: '黑体', KaiTi: '楷体', FangSong: '仿宋' }[value],
  en: { 微软雅黑: 'YaHei (sans)', SimSun: 'SimSun', SimHei: 'SimHei', KaiTi: 'KaiTi', FangSong: 'FangSong' }[
    value
  ],
}));
