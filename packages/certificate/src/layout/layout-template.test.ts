import { describe, expect, it } from 'vitest';
import { resolveDesign } from '../codes/resolve-design.ts';
import { createDesign, createSlide, createText } from '../model/create.ts';
import { CERTIFICATE_TEMPLATES } from '../templates/templates.ts';
import { record } from '../testing/fixtures.ts';
import { layoutDesign } from './layout-design.ts';
import { createLayoutTemplate } from './layout-template.ts';

const at = (text: string, code?: 'student' | 'awardName') => ({
  ...createText({ text, left: 10, top: 10, width: 300, fontSize: 20 }),
  ...(code ? { code } : {}),
});

describe('createLayoutTemplate', () => {
  it.each(Object.keys(CERTIFICATE_TEMPLATES) as (keyof typeof CERTIFICATE_TEMPLATES)[])(
    'lays out the %s template exactly as layoutDesign of the resolved design',
    (name) => {
      const design = CERTIFICATE_TEMPLATES[name].create();
      const template = createLayoutTemplate(design, { width: 842 });
      for (const winner of [record(), record({ awardName: '二等奖', holder: { name: '欧阳琰' } })]) {
        expect(template(winner)).toEqual(layoutDesign(resolveDesign(design, winner), { width: 842 }));
      }
    },
  );

  it('keeps paint order when static and bound elements interleave, on every slide', () => {
    const design = createDesign({
      slides: [
        { ...createSlide([at('底'), at('x', 'student')]), backgroundColor: '#ffffff' },
        createSlide([at('y', 'awardName'), at('顶')]),
      ],
    });
    const laid = createLayoutTemplate(design, { width: 500 })(record());
    expect(laid).toEqual(layoutDesign(resolveDesign(design, record()), { width: 500 }));
    expect(laid.pages[0]!.primitives[0]!.kind).toBe('rect');
    const second = laid.pages[1]!.primitives.flatMap((p) => (p.kind === 'text' ? [p.text] : []));
    expect(second.join('')).toBe('一等奖顶');
  });
});
