import { CODE_LABELS, type TextCode } from '../codes/codes.ts';
import { FONT_SIZES } from '../constants.ts';
import { createText, textBoxHeight } from '../model/create.ts';
import type { ElementGroup, GroupOrigin } from './group.ts';

/** The five award-recipient blocks (spec §3): which labelled rows each shows. */
export const AWARD_RECIPIENT_TYPES = {
  /** One student with school and advisor. */
  individual: [
    ['学校：', 'school'],
    ['学生：', 'student'],
    ['指导教师：', 'teacher'],
  ],
  /** A team of one school. */
  team: [
    ['学校：', 'school'],
    ['团队：', 'teamName'],
    ['成员：', 'student'],
    ['指导教师：', 'teacher'],
  ],
  /** A work and its authors. */
  work: [
    ['学校：', 'school'],
    ['作品：', 'workName'],
    ['作者：', 'student'],
    ['指导教师：', 'teacher'],
  ],
  /** A team whose members come from several schools, listed on one line. */
  crossSchoolTeam: [
    ['学校：', 'allSchoolHor'],
    ['团队：', 'teamName'],
    ['成员：', 'student'],
    ['指导教师：', 'teacher'],
  ],
  /** A student without an advisor. */
  studentOnly: [
    ['学校：', 'school'],
    ['学生：', 'student'],
  ],
} as const satisfies Record<string, readonly (readonly [string, TextCode])[]>;
export type AwardRecipientType = keyof typeof AWARD_RECIPIENT_TYPES;

const LABEL_WIDTH = 130;
const VALUE_WIDTH = 520;

/** Rows of label (20px) and bound value (24px), the labels right-aligned against the values. */
export const createAwardRecipientBlock = (
  type: AwardRecipientType,
  origin: GroupOrigin = {},
): ElementGroup => {
  const left = origin.left ?? 175;
  const top = origin.top ?? 250;
  const rowHeight = textBoxHeight(FONT_SIZES.value);
  // Lower the smaller label so both sit on one baseline.
  const labelOffset = Math.round((FONT_SIZES.value - FONT_SIZES.label) * 0.9);
  const elements = AWARD_RECIPIENT_TYPES[type].flatMap(([label, code], row) => [
    createText({
      text: label,
      name: label.replace('：', ''),
      left,
      top: top + row * rowHeight + labelOffset,
      width: LABEL_WIDTH,
      fontSize: FONT_SIZES.label,
      align: 'right',
      // An award line without (say) an advisor prints no 「指导教师：」 label either.
      labelOf: code,
      source: `awardRecipient:${type}`,
    }),
    createText({
      text: CODE_LABELS[code].zh,
      name: code,
      left: left + LABEL_WIDTH,
      top: top + row * rowHeight,
      width: VALUE_WIDTH,
      fontSize: FONT_SIZES.value,
      code,
      source: `awardRecipient:${type}`,
    }),
  ]);
  return { kind: `awardRecipient:${type}`, name: '获奖信息', elements };
};
