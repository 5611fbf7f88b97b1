import { describe, expect, it } from 'vitest';
import { parseDesign } from '../model/restore.ts';
import { CERTIFICATE_TEMPLATES } from './templates.ts';
import { codesInDesign } from '../codes/resolve-design.ts';

describe('ready templates', () => {
  const entries = Object.entries(CERTIFICATE_TEMPLATES);

  it('are award winner, teacher, company and personal', () => {
    expect(Object.keys(CERTIFICATE_TEMPLATES)).toEqual(['awardWinner', 'teacher', 'company', 'personal']);
  });

  it.each(entries)('%s is a valid one-slide design at the default ratio', (_key, template) => {
    const design = template.create();
    expect(parseDesign(design)).toEqual(design);
    expect(design.slides).toHaveLength(1);
    expect(design.viewportRatio).toBe(0.7085);
    expect(design.title).toBe(template.zh);
  });

  it.each(entries)('%s uses only images Podium serves itself', (_key, template) => {
    const images = template.create().slides.flatMap((s) => s.elements.filter((e) => e.type === 'image'));
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) {
      expect(image.type === 'image' && image.src).toMatch(/^\/certificate-assets\//);
    }
  });

  it.each(entries)('%s keeps every element on the page', (_key, template) => {
    const design = template.create();
    const height = 1000 * design.viewportRatio;
    for (const element of design.slides[0]?.elements ?? []) {
      expect(element.left, element.name).toBeGreaterThanOrEqual(0);
      expect(element.top, element.name).toBeGreaterThanOrEqual(0);
      expect(element.left + element.width, element.name).toBeLessThanOrEqual(1000);
      expect(element.top + element.height, element.name).toBeLessThanOrEqual(height + 0.01);
    }
  });

  it('binds the codes each kind of certificate needs', () => {
    const codes = (key: keyof typeof CERTIFICATE_TEMPLATES) =>
      codesInDesign(CERTIFICATE_TEMPLATES[key].create());
    expect(codes('awardWinner')).toEqual(
      expect.arrayContaining(['school', 'student', 'teacher', 'awardName', 'qrCode', 'seal']),
    );
    expect(codes('teacher')).toEqual(expect.arrayContaining(['userName_mid', 'awardName']));
    expect(codes('company')).toEqual(expect.arrayContaining(['companyName', 'awardName']));
    expect(codes('personal')).toEqual(expect.arrayContaining(['userSchool', 'userName_mid', 'randomCode']));
  });

  it('gives fresh ids on every call', () => {
    const a = CERTIFICATE_TEMPLATES.awardWinner.create();
    const b = CERTIFICATE_TEMPLATES.awardWinner.create();
    expect(a.slides[0]?.id).not.toBe(b.slides[0]?.id);
  });
});
