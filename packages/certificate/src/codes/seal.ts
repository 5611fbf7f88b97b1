import { CERTIFICATE_ASSETS } from '../constants.ts';
import type { Design } from '../model/design.ts';
import type { ImageElement } from '../model/element.ts';

/**
 * The demo seal: Podium's sample artwork, a round seal marked 样章 (specimen). Templates show it until
 * the organiser sets their own seal in the certificate settings; a certificate must never carry it
 * unnoticed.
 */
export const SPECIMEN_SEAL_SRC = CERTIFICATE_ASSETS.seal;

/** Whether an image source is the demo specimen seal (whatever query or fragment it carries). */
export const isSpecimenSeal = (src: string): boolean => src.split(/[?#]/)[0] === SPECIMEN_SEAL_SRC;

/** The seal a certificate's `seal` code prints: the organiser's own, else the specimen. */
export const organiserSealSrc = (sealUrl: string): string => sealUrl.trim() || SPECIMEN_SEAL_SRC;

/**
 * The images of a design that would print the specimen seal for this organiser: one bound to the `seal`
 * code while the organiser has no seal of their own, or one showing the specimen artwork directly.
 * Hidden images print nothing. The designer, the issuer and the approver warn while any is left.
 */
export const specimenSealElements = (design: Design, sealUrl: string): ImageElement[] =>
  design.slides.flatMap((slide) =>
    slide.elements.filter(
      (element): element is ImageElement =>
        element.type === 'image' &&
        !element.hidden &&
        isSpecimenSeal(element.code === 'seal' ? organiserSealSrc(sealUrl) : element.src),
    ),
  );
