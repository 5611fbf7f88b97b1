import { createAwardNameBlock } from '../blocks/award-name.ts';
import { createAwardRecipientBlock } from '../blocks/award-recipient.ts';
import { createCompanyNameBlock } from '../blocks/company-name.ts';
import { createPersonalNameBlock } from '../blocks/personal-name.ts';
import { FONT_SIZES } from '../constants.ts';
import { createText } from '../model/create.ts';
import type { Design } from '../model/design.ts';
import { bodyLine, createLandscapeTemplate } from './frame.ts';

/** Winners of an award: school, students and advisor, then the award. */
export const createAwardWinnerTemplate = (): Design =>
  createLandscapeTemplate({
    title: '获奖证书',
    body: [
      ...createAwardRecipientBlock('individual', { left: 175, top: 220 }).elements,
      // The award sits clear of the seal (top 490 at the signature): at 418 its last character was stamped over.
      bodyLine('在本届竞赛中表现优异，荣获', 350),
      ...createAwardNameBlock({ top: 384 }).elements,
    ],
  });

/** Advising teachers: their name, then what their students won. */
export const createTeacherTemplate = (): Design =>
  createLandscapeTemplate({
    title: '指导教师证书',
    body: [
      ...createPersonalNameBlock('name', { left: 130, top: 222 }).elements,
      bodyLine('您指导的学生在本届竞赛中成绩优异，特授予您', 310, 170, 700, 'left'),
      ...createAwardNameBlock({ top: 350 }).elements,
      bodyLine('特发此证，以资鼓励。', 480, 170, 700, 'left'),
    ],
  });

/** Organisations (sponsors, partner companies). */
export const createCompanyTemplate = (): Design =>
  createLandscapeTemplate({
    title: '单位证书',
    body: [
      ...createCompanyNameBlock({ left: 130, top: 222 }).elements,
      bodyLine('贵单位在本届竞赛的组织工作中贡献突出，荣获', 300, 170, 700, 'left'),
      ...createAwardNameBlock({ top: 345 }).elements,
      bodyLine('特发此证，以资鼓励。', 478, 170, 700, 'left'),
    ],
  });

/** One person (a student or an expert) named on their own certificate. */
export const createPersonalTemplate = (): Design =>
  createLandscapeTemplate({
    title: '个人证书',
    numberKind: 'randomAlnum',
    body: [
      createText({
        text: '学校',
        name: 'userSchool',
        left: 130,
        top: 218,
        width: 600,
        fontSize: FONT_SIZES.personalNameSmall,
        code: 'userSchool',
        source: 'template:personal',
      }),
      createText({
        text: '张　三',
        name: 'userName_mid',
        left: 130,
        top: 268,
        width: 220,
        fontSize: FONT_SIZES.personalNameLarge,
        bold: true,
        code: 'userName_mid',
        source: 'template:personal',
      }),
      createText({
        text: '同学：',
        left: 340,
        top: 282,
        width: 120,
        fontSize: FONT_SIZES.personalNameSmall,
        source: 'template:personal',
      }),
      bodyLine('你在本届竞赛中表现突出，荣获', 360, 170, 700, 'left'),
      ...createAwardNameBlock({ top: 398 }).elements,
    ],
  });

/** The ready templates (spec §1): what "new from template" offers. */
export const CERTIFICATE_TEMPLATES = {
  awardWinner: { zh: '获奖证书', en: 'Award winner', create: createAwardWinnerTemplate },
  teacher: { zh: '指导教师证书', en: 'Teacher', create: createTeacherTemplate },
  company: { zh: '单位证书', en: 'Company', create: createCompanyTemplate },
  personal: { zh: '个人证书', en: 'Personal', create: createPersonalTemplate },
} as const;
export type CertificateTemplateKey = keyof typeof CERTIFICATE_TEMPLATES;
