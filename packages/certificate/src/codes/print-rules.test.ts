// What a certificate prints, as every renderer (the designer's canvas, the preview and the issued PDF) sees it:
// an empty value prints no label, the templates name the competition, and the demo seal is known.
import { describe, expect, it } from 'vitest';
import { createAwardRecipientBlock } from '../blocks/award-recipient.ts';
import { createPortraitBlock } from '../blocks/portrait.ts';
import { createSealBlock } from '../blocks/qr-and-seal.ts';
import { CERTIFICATE_ASSETS } from '../constants.ts';
import { layoutDesign } from '../layout/layout-design.ts';
import { createLayoutTemplate } from '../layout/layout-template.ts';
import { createDesign, createSlide } from '../model/create.ts';
import type { Design } from '../model/design.ts';
import { restoreDesign } from '../model/restore.ts';
import { CERTIFICATE_TEMPLATES, createAwardWinnerTemplate } from '../templates/templates.ts';
import { image, record } from '../testing/fixtures.ts';
import { codesInDesign, resolveDesign } from './resolve-design.ts';
import { isSpecimenSeal, organiserSealSrc, specimenSealElements } from './seal.ts';

/** The texts a design prints for a record, in paint order. */
const printed = (design: Design, winner = record()) =>
  layoutDesign(resolveDesign(design, winner), { width: 1000 })
    .pages.flatMap((page) => page.primitives)
    .flatMap((p) => (p.kind === 'text' ? [p.text] : []))
    .join('|');

const noAdvisor = record({ teachers: [] });

describe('an empty value prints no label', () => {
  it('drops 「指导教师：」 with an award line that has no advisor, keeps it with one', () => {
    const design = createAwardWinnerTemplate();
    expect(printed(design)).toContain('指导教师：');
    expect(printed(design)).toContain('李四、王五');
    const without = printed(design, noAdvisor);
    expect(without).not.toContain('指导教师');
    // The other rows still print, labels and values.
    expect(without).toContain('学校：');
    expect(without).toContain('张三、欧阳娜娜');
  });

  it('is the same rule in a batch (the layout template) as in a preview', () => {
    const design = createAwardWinnerTemplate();
    const template = createLayoutTemplate(design, { width: 842 });
    for (const winner of [record(), noAdvisor]) {
      expect(template(winner)).toEqual(layoutDesign(resolveDesign(design, winner), { width: 842 }));
    }
  });

  it('labels every row of the recipient blocks and the portrait headings', () => {
    const block = createAwardRecipientBlock('team').elements;
    const labels = block.filter((e) => e.type === 'text' && !e.code);
    expect(labels.map((e) => e.type === 'text' && e.labelOf)).toEqual([
      'school',
      'teamName',
      'student',
      'teacher',
    ]);
    const portrait = createDesign({ slides: [createSlide(createPortraitBlock('teacher').elements)] });
    expect(printed(portrait)).toContain('指导教师');
    expect(printed(portrait, noAdvisor)).not.toContain('指导教师');
  });

  it('applies to designs saved before labels carried labelOf (restored, or an approved batch as stored)', () => {
    const design = createAwardWinnerTemplate();
    const legacy: Design = {
      ...design,
      slides: design.slides.map((slide) => ({
        ...slide,
        elements: slide.elements.map((e) => {
          if (e.type !== 'text') return e;
          const { labelOf: _dropped, ...rest } = e;
          return rest;
        }),
      })),
    };
    expect(JSON.stringify(legacy)).not.toContain('labelOf');
    expect(printed(legacy, noAdvisor)).not.toContain('指导教师');
    const restored = restoreDesign(JSON.parse(JSON.stringify(legacy)));
    const teacherLabel = restored.slides[0]!.elements.find((e) => e.name === '指导教师');
    expect(teacherLabel).toMatchObject({ labelOf: 'teacher' });
  });

  it('leaves texts that label nothing alone', () => {
    expect(printed(createAwardWinnerTemplate(), noAdvisor)).toContain('在本届竞赛中表现优异，荣获');
  });
});

describe('the templates name the competition', () => {
  it.each(Object.keys(CERTIFICATE_TEMPLATES) as (keyof typeof CERTIFICATE_TEMPLATES)[])(
    '%s prints the competition’s name from the record',
    (key) => {
      const design = CERTIFICATE_TEMPLATES[key].create();
      expect(codesInDesign(design)).toContain('competitionName');
      expect(printed(design)).toContain('全国大学生智能创新设计大赛');
    },
  );
});

describe('the demo seal (样章)', () => {
  const withSeal = () => createDesign({ slides: [createSlide(createSealBlock().elements)] });

  it('is what the seal code prints while the organiser has no seal of their own', () => {
    expect(organiserSealSrc('')).toBe(CERTIFICATE_ASSETS.seal);
    expect(organiserSealSrc('  ')).toBe(CERTIFICATE_ASSETS.seal);
    expect(organiserSealSrc('/api/common/file/abc')).toBe('/api/common/file/abc');
    expect(specimenSealElements(withSeal(), '')).toHaveLength(1);
    expect(specimenSealElements(withSeal(), '/api/common/file/abc')).toHaveLength(0);
    // Setting the sample's own path as "the organiser's seal" is still the sample.
    expect(specimenSealElements(withSeal(), `${CERTIFICATE_ASSETS.seal}?v=2`)).toHaveLength(1);
  });

  it('is found as a plain image too, whatever the settings; hidden images print nothing', () => {
    const plain = createDesign({ slides: [createSlide([image('copied-seal')])] });
    expect(isSpecimenSeal('/certificate-assets/seal-sample.svg#x')).toBe(true);
    expect(specimenSealElements(plain, '/api/common/file/abc').map((e) => e.id)).toEqual(['copied-seal']);
    const hidden = createDesign({ slides: [createSlide([{ ...image('h'), hidden: true }])] });
    expect(specimenSealElements(hidden, '')).toEqual([]);
  });

  it('is in every ready template until the organiser sets a seal', () => {
    for (const template of Object.values(CERTIFICATE_TEMPLATES)) {
      expect(specimenSealElements(template.create(), '')).toHaveLength(1);
      expect(specimenSealElements(template.create(), '/api/common/file/seal')).toHaveLength(0);
    }
  });
});
