import { FONT_FAMILIES } from '@podium/certificate';
import { webFontFamily } from './font-subsets.ts';

/**
 * Browser font stacks for the design's family names. First the PDF renderer's own font for the family,
 * cut to the characters drawn (`useDesignFonts` registers it as "Podium <family>"), so the organiser sees
 * the winner's glyphs; then the system faces that look alike, for characters not loaded yet or missing.
 */
const SYSTEM_STACKS: Record<string, string> = {
  微软雅黑: '"Microsoft YaHei", "PingFang SC", "Noto Sans CJK SC", "Source Han Sans SC", sans-serif',
  SimSun: 'SimSun, "Songti SC", "Noto Serif CJK SC", "Source Han Serif SC", serif',
  SimHei: 'SimHei, "Heiti SC", "Noto Sans CJK SC", sans-serif',
  KaiTi: 'KaiTi, STKaiti, "Kaiti SC", "AR PL UKai CN", serif',
  FangSong: 'FangSong, STFangsong, "FangSong SC", serif',
};

export const fontStackOf = (family: string): string => {
  const system = SYSTEM_STACKS[family];
  return system
    ? `${JSON.stringify(webFontFamily(family))}, ${system}`
    : `${JSON.stringify(family)}, sans-serif`;
};

/** Display names of the font picker, in the order the design model lists them. */
export const FONT_OPTIONS: { value: string; zh: string; en: string }[] = FONT_FAMILIES.map((value) => ({
  value,
  zh: { 微软雅黑: '微软雅黑', SimSun: '宋体', SimHei: '黑体', KaiTi: '楷体', FangSong: '仿宋' }[value],
  en: { 微软雅黑: 'YaHei (sans)', SimSun: 'SimSun', SimHei: 'SimHei', KaiTi: 'KaiTi', FangSong: 'FangSong' }[
    value
  ],
}));
