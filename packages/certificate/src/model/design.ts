import { z } from 'zod';
import { DEFAULT_VIEWPORT_RATIO, UNTITLED_DESIGN_TITLE } from '../constants.ts';
import { colorSchema, elementSchema } from './element.ts';

/** Version of the document format written today; restoreDesign upgrades anything older. */
export const DESIGN_VERSION = 1;
export const TITLE_MAX_LENGTH = 100;

/** Empty or blank titles fall back to the untitled default (spec §3, §4). */
export const normalizeTitle = (title: string): string => title.trim() || UNTITLED_DESIGN_TITLE;

export const slideSchema = z.object({
  id: z.string().min(1),
  elements: z.array(elementSchema).default([]),
  /** Background colour under every element; unset = none (spec §3 editor default: empty). */
  backgroundColor: z.union([colorSchema, z.literal('')]).optional(),
});

export const designSchema = z
  .object({
    version: z.literal(DESIGN_VERSION),
    title: z.string().trim().max(TITLE_MAX_LENGTH).default('').transform(normalizeTitle),
    slides: z.array(slideSchema).min(1),
    /** Height ÷ width. */
    viewportRatio: z.number().positive().max(10).default(DEFAULT_VIEWPORT_RATIO),
    currentSlideIndex: z.number().int().min(0).default(0),
  })
  .superRefine((design, ctx) => {
    if (design.currentSlideIndex >= design.slides.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['currentSlideIndex'],
        message: `must be below the number of slides (${design.slides.length})`,
      });
    }
    const slideIds = new Set<string>();
    design.slides.forEach((slide, slideIndex) => {
      if (slideIds.has(slide.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['slides', slideIndex, 'id'],
          message: `duplicate slide id ${slide.id}`,
        });
      }
      slideIds.add(slide.id);
      const elementIds = new Set<string>();
      slide.elements.forEach((element, elementIndex) => {
        if (elementIds.has(element.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['slides', slideIndex, 'elements', elementIndex, 'id'],
            message: `duplicate element id ${element.id}`,
          });
        }
        elementIds.add(element.id);
      });
    });
  });

export type Slide = z.output<typeof slideSchema>;
export type Design = z.output<typeof designSchema>;
/** What a client may send: defaults not yet filled in. */
export type DesignInput = z.input<typeof designSchema>;
