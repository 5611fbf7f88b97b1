import { describe, expect, it } from 'vitest';
import { createDesign, createImage, createSlide, createText } from '../model/create.ts';
import { parseDesign } from '../model/restore.ts';
import { parseRichText } from '../rich-text/parse.ts';
import { createAwardWinnerTemplate } from '../templates/templates.ts';
import { record } from '../testing/fixtures.ts';
import { codesInDesign, findMissingCodes, resolveDesign } from './resolve-design.ts';

const design = () =>
  createDesign({
    slides: [
      createSlide([
        createText({
          text: '学生姓名',
          left: 0,
          top: 0,
          width: 300,
          fontSize: 24,
          color: '#c00',
          bold: true,
          align: 'center',
          code: 'student_Portrait',
        }),
        createText({ text: '奖项', left: 0, top: 0, width: 300, fontSize: 80, code: 'awardName' }),
        createText({ text: '固定文字', left: 0, top: 0, width: 300, fontSize: 20 }),
        createImage({
          name: 'qr',
          src: '/certificate-assets/qr-placeholder.svg',
          left: 0,
          top: 0,
          width: 120,
          height: 120,
          code: 'qrCode',
        }),
        createImage({
          name: 'seal',
          src: '/certificate-assets/seal-sample.svg',
          left: 0,
          top: 0,
          width: 174,
          height: 174,
          code: 'seal',
        }),
      ]),
    ],
  });

describe('resolveDesign', () => {
  it('fills bound texts in the placeholder’s style and bound images with their source', () => {
    const source = design();
    const resolved = resolveDesign(source, record());
    const [students, award, fixed, qr, seal] = resolved.slides[0]?.elements ?? [];
    expect(students).toMatchObject({ contentText: '张三\n欧阳娜娜' });
    expect(parseRichText(students?.type === 'text' ? students.content : '')).toEqual([
      { align: 'center', runs: [{ text: '张三', style: { fontSize: 24, color: '#c00', bold: true } }] },
      { align: 'center', runs: [{ text: '欧阳娜娜', style: { fontSize: 24, color: '#c00', bold: true } }] },
    ]);
    expect(award).toMatchObject({ contentText: '一等奖' });
    expect(fixed).toBe(source.slides[0]?.elements[2]);
    expect(qr).toMatchObject({ src: 'data:image/png;base64,AAAA' });
    expect(seal).toMatchObject({ src: '/files/seal/abc.png' });
    expect(parseDesign(resolved)).toEqual(resolved);
  });

  it('escapes values, so a name can’t inject markup', () => {
    const resolved = resolveDesign(design(), record({ awardName: '<b>特等奖</b>' }));
    const award = resolved.slides[0]?.elements[1];
    expect(award?.type === 'text' && award.content).toContain('&lt;b&gt;特等奖&lt;/b&gt;');
    expect(award).toMatchObject({ contentText: '<b>特等奖</b>' });
  });

  it('empties elements whose value is missing instead of leaving placeholders', () => {
    const resolved = resolveDesign(design(), record({ sealSrc: undefined, members: [] }));
    expect(resolved.slides[0]?.elements[0]).toMatchObject({ contentText: '' });
    expect(resolved.slides[0]?.elements[4]).toMatchObject({ src: '' });
  });

  it('resolves every code of a ready template', () => {
    const template = createAwardWinnerTemplate();
    const resolved = resolveDesign(template, record());
    const texts = resolved.slides[0]?.elements.flatMap((e) =>
      e.type === 'text' && e.code ? [[e.code, e.contentText]] : [],
    );
    expect(Object.fromEntries(texts ?? [])).toMatchObject({
      school: '清华大学',
      student: '张三、欧阳娜娜',
      teacher: '李四、王五',
      awardName: '一等奖',
      certCodePrefix: 'PD',
      autoincrementFour: '0042',
      certCodeSuffix: '-A',
    });
  });
});

describe('codesInDesign and findMissingCodes', () => {
  it('lists the codes used and the ones a record can’t fill', () => {
    expect(codesInDesign(design())).toEqual(['student_Portrait', 'awardName', 'qrCode', 'seal']);
    expect(findMissingCodes(design(), record())).toEqual([]);
    expect(findMissingCodes(design(), record({ sealSrc: undefined, members: [] }))).toEqual([
      'student_Portrait',
      'seal',
    ]);
  });
});
