import { CODE_LABELS } from '../codes/codes.ts';
import { FONT_SIZES } from '../constants.ts';
import { createText, textBoxHeight } from '../model/create.ts';
import type { DesignElement } from '../model/element.ts';
import type { ElementGroup, GroupOrigin } from './group.ts';

/**
 * Teacher personal-name blocks (spec §3), the way Chinese teacher certificates open:
 * - `name`: 「张三 老师：」 with a full-width space inside two-character names — the spaced name at 48px, the title at 32px;
 * - `schoolAndName`: the school at 32px above that line;
 * - `grantedTo`: 「兹授予 张三 老师」 — 32px words around a 48px name.
 */
export const PERSONAL_NAME_TYPES = ['name', 'schoolAndName', 'grantedTo'] as const;
export type PersonalNameType = (typeof PERSONAL_NAME_TYPES)[number];

const large = FONT_SIZES.personalNameLarge;
const small = FONT_SIZES.personalNameSmall;
/** Drops the smaller text so it shares the large name's baseline. */
const smallOffset = Math.round((large - small) * 0.9);

export const createPersonalNameBlock = (type: PersonalNameType, origin: GroupOrigin = {}): ElementGroup => {
  const left = origin.left ?? 120;
  let top = origin.top ?? 230;
  const source = `personalName:${type}`;
  const elements: DesignElement[] = [];
  if (type === 'schoolAndName') {
    elements.push(
      createText({
        text: CODE_LABELS.userSchool.zh,
        name: 'userSchool',
        left,
        top,
        width: 500,
        fontSize: small,
        code: 'userSchool',
        source,
      }),
    );
    top += textBoxHeight(small);
  }
  if (type === 'grantedTo') {
    elements.push(
      createText({ text: '兹授予', left, top: top + smallOffset, width: 130, fontSize: small, source }),
      createText({
        text: '张三',
        name: 'userName',
        left: left + 120,
        top,
        width: 200,
        fontSize: large,
        bold: true,
        align: 'center',
        code: 'userName',
        source,
      }),
      createText({
        text: '老师',
        left: left + 310,
        top: top + smallOffset,
        width: 100,
        fontSize: small,
        source,
      }),
    );
  } else {
    elements.push(
      createText({
        text: '张　三',
        name: 'userName_mid',
        left,
        top,
        width: 220,
        fontSize: large,
        bold: true,
        code: 'userName_mid',
        source,
      }),
      createText({
        text: '老师：',
        left: left + 210,
        top: top + smallOffset,
        width: 120,
        fontSize: small,
        source,
      }),
    );
  }
  return { kind: source, name: '教师姓名', elements };
};
