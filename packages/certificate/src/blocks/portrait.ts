import { CODE_LABELS, type TextCode } from '../codes/codes.ts';
import { FONT_SIZES } from '../constants.ts';
import { createText, textBoxHeight } from '../model/create.ts';
import type { ElementGroup, GroupOrigin } from './group.ts';

/** Portrait-certificate blocks (spec §3): a 36px heading over a 24px list, one item per line. */
export const PORTRAIT_TYPES = {
  work: { heading: '作品名称', code: 'workName_Portrait', lines: 1 },
  members: { heading: '获奖学生', code: 'student_Portrait', lines: 3 },
  teacher: { heading: '指导教师', code: 'teacher_school_Portrait', lines: 2 },
} as const satisfies Record<string, { heading: string; code: TextCode; lines: number }>;
export type PortraitType = keyof typeof PORTRAIT_TYPES;

const WIDTH = 460;

export const createPortraitBlock = (type: PortraitType, origin: GroupOrigin = {}): ElementGroup => {
  const { heading, code, lines } = PORTRAIT_TYPES[type];
  const left = origin.left ?? 120;
  const top = origin.top ?? 300;
  const sample = Array.from({ length: lines }, () => CODE_LABELS[code].zh.replace('（竖版）', '')).join('\n');
  return {
    kind: `portrait:${type}`,
    name: heading,
    elements: [
      createText({
        text: heading,
        left,
        top,
        width: WIDTH,
        fontSize: FONT_SIZES.portraitHeading,
        bold: true,
        align: 'center',
        // No teacher on the award line: no 「指导教师」 heading over an empty list.
        labelOf: code,
        source: `portrait:${type}`,
      }),
      createText({
        text: sample,
        name: code,
        left,
        top: top + textBoxHeight(FONT_SIZES.portraitHeading),
        width: WIDTH,
        fontSize: FONT_SIZES.value,
        align: 'center',
        code,
        source: `portrait:${type}`,
      }),
    ],
  };
};
