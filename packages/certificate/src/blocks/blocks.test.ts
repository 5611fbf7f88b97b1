import { describe, expect, it } from 'vitest';
import { FONT_SIZES } from '../constants.ts';
import { createDesign, createSlide } from '../model/create.ts';
import type { DesignElement, TextElement } from '../model/element.ts';
import { parseDesign } from '../model/restore.ts';
import { NUMBER_KIND_INFO, NUMBER_KINDS } from '../numbering/number-kinds.ts';
import { parseRichText } from '../rich-text/parse.ts';
import { AWARD_RED, createAwardNameBlock } from './award-name.ts';
import {
  AWARD_RECIPIENT_TYPES,
  createAwardRecipientBlock,
  type AwardRecipientType,
} from './award-recipient.ts';
import { createCertificateNumberBlock } from './certificate-number.ts';
import { createCompanyNameBlock } from './company-name.ts';
import { PREPARED_GROUPS } from './palette.ts';
import { createPersonalNameBlock, PERSONAL_NAME_TYPES } from './personal-name.ts';
import { createPortraitBlock } from './portrait.ts';
import { createQrCodeBlock, createSealBlock } from './qr-and-seal.ts';

const texts = (elements: DesignElement[]) => elements.filter((e): e is TextElement => e.type === 'text');
/** The size a text is drawn at: its runs' size (the element's fontSize agrees). */
const sizeOf = (element: TextElement) => {
  const size = parseRichText(element.content)[0]?.runs[0]?.style.fontSize;
  expect(size).toBe(element.fontSize);
  return element.fontSize;
};

describe('prepared element groups', () => {
  it('has five award-recipient blocks: 20px labels, 24px bound values', () => {
    const types = Object.keys(AWARD_RECIPIENT_TYPES) as AwardRecipientType[];
    expect(types).toHaveLength(5);
    for (const type of types) {
      const elements = texts(createAwardRecipientBlock(type).elements);
      const labels = elements.filter((e) => !e.code);
      const values = elements.filter((e) => e.code);
      expect(labels.map(sizeOf).every((s) => s === FONT_SIZES.label)).toBe(true);
      expect(values.map(sizeOf).every((s) => s === FONT_SIZES.value)).toBe(true);
      expect(values.map((v) => v.code)).toEqual(AWARD_RECIPIENT_TYPES[type].map(([, code]) => code));
    }
    expect(AWARD_RECIPIENT_TYPES.crossSchoolTeam[0]?.[1]).toBe('allSchoolHor');
  });

  it('makes the award name 80px, bold and red', () => {
    const [award] = texts(createAwardNameBlock().elements);
    expect(award).toMatchObject({ code: 'awardName', bold: true, color: AWARD_RED, fontSize: 80 });
    expect(parseRichText(award?.content ?? '')[0]).toMatchObject({
      align: 'center',
      runs: [{ style: { fontSize: 80, bold: true, color: AWARD_RED } }],
    });
  });

  it('has portrait blocks for work, members and teacher: 36px headings over 24px values', () => {
    const codes = (['work', 'members', 'teacher'] as const).map((type) => {
      const [heading, value] = texts(createPortraitBlock(type).elements);
      expect(heading && sizeOf(heading)).toBe(36);
      expect(value && sizeOf(value)).toBe(24);
      return value?.code;
    });
    expect(codes).toEqual(['workName_Portrait', 'student_Portrait', 'teacher_school_Portrait']);
  });

  it('has three teacher personal-name blocks of 32px and 48px', () => {
    expect(PERSONAL_NAME_TYPES).toHaveLength(3);
    for (const type of PERSONAL_NAME_TYPES) {
      const elements = texts(createPersonalNameBlock(type).elements);
      const sizes = new Set(elements.map(sizeOf));
      expect([...sizes].sort()).toEqual([32, 48]);
      const name = elements.find((e) => e.code === 'userName' || e.code === 'userName_mid');
      expect(name?.fontSize).toBe(48);
    }
    expect(texts(createPersonalNameBlock('schoolAndName').elements)[0]).toMatchObject({
      code: 'userSchool',
      fontSize: 32,
    });
  });

  it('has a company-name block', () => {
    expect(createCompanyNameBlock().elements[0]).toMatchObject({
      code: 'companyName',
      fontSize: 32,
      bold: true,
    });
  });

  it('has a certificate-number block per numbering kind: 14px label, 12px parts', () => {
    for (const kind of NUMBER_KINDS) {
      const [label, ...parts] = texts(createCertificateNumberBlock(kind).elements);
      expect(label && sizeOf(label)).toBe(14);
      expect(label?.contentText).toBe('证书编号：');
      expect(parts.map((p) => p.fontSize)).toEqual([12, 12, 12]);
      expect(parts.map((p) => p.code)).toEqual([
        'certCodePrefix',
        NUMBER_KIND_INFO[kind].code,
        'certCodeSuffix',
      ]);
      // Each part starts where the previous one's text ends (boxes overlap by their padding).
      const [prefix, body, suffix] = parts;
      expect(body && prefix && body.left).toBe((prefix?.left ?? 0) + (prefix?.width ?? 0) - 20);
      expect(suffix && body && suffix.left).toBe((body?.left ?? 0) + (body?.width ?? 0) - 20);
    }
  });

  it('has a 120×120 QR code and a 174×174 seal served by Podium', () => {
    expect(createQrCodeBlock().elements[0]).toMatchObject({
      type: 'image',
      width: 120,
      height: 120,
      code: 'qrCode',
      fixedRatio: true,
    });
    expect(createSealBlock().elements[0]).toMatchObject({
      type: 'image',
      width: 174,
      height: 174,
      code: 'seal',
    });
    expect(createSealBlock({ left: 5, top: 6 }).elements[0]).toMatchObject({ left: 5, top: 6 });
  });

  it('lists every group in the palette, each valid with fresh ids', () => {
    expect(Object.keys(PREPARED_GROUPS)).toHaveLength(5 + 1 + 3 + 3 + 1 + 6 + 2);
    const all = Object.values(PREPARED_GROUPS).flatMap((create) => create().elements);
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    const design = createDesign({ slides: [createSlide(all)] });
    expect(parseDesign(design)).toEqual(design);
  });
});
