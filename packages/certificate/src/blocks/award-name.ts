import { CODE_LABELS } from '../codes/codes.ts';
import { FONT_SIZES, VIEWPORT_WIDTH } from '../constants.ts';
import { createText } from '../model/create.ts';
import type { ElementGroup, GroupOrigin } from './group.ts';

/** Certificate red: the colour of award names (and of seals). */
export const AWARD_RED = '#c8161d';
const WIDTH = 600;

/** The award name, large (80px), bold and red, centred (spec §3, §9). */
export const createAwardNameBlock = (origin: GroupOrigin = {}): ElementGroup => ({
  kind: 'awardName',
  name: CODE_LABELS.awardName.zh,
  elements: [
    createText({
      text: '一等奖',
      name: CODE_LABELS.awardName.zh,
      left: origin.left ?? (VIEWPORT_WIDTH - WIDTH) / 2,
      top: origin.top ?? 420,
      width: WIDTH,
      fontSize: FONT_SIZES.awardName,
      bold: true,
      color: AWARD_RED,
      align: 'center',
      code: 'awardName',
      source: 'awardName',
    }),
  ],
});
