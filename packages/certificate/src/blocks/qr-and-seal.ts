import { CERTIFICATE_ASSETS, QR_SIZE, SEAL_SIZE } from '../constants.ts';
import { createImage } from '../model/create.ts';
import type { ElementGroup, GroupOrigin } from './group.ts';

/** Traceability QR code, 120×120 (spec §9); filled with the certificate's verification QR on issue. */
export const createQrCodeBlock = (origin: GroupOrigin = {}): ElementGroup => ({
  kind: 'qrCode',
  name: '溯源二维码',
  elements: [
    createImage({
      name: '溯源二维码',
      src: CERTIFICATE_ASSETS.qrPlaceholder,
      left: origin.left ?? 820,
      top: origin.top ?? 540,
      ...QR_SIZE,
      code: 'qrCode',
    }),
  ],
});

/** Organisation electronic seal, 174×174 (spec §9); filled with the organiser's seal on issue. */
export const createSealBlock = (origin: GroupOrigin = {}): ElementGroup => ({
  kind: 'seal',
  name: '电子印章',
  elements: [
    createImage({
      name: '电子印章',
      src: CERTIFICATE_ASSETS.seal,
      left: origin.left ?? 600,
      top: origin.top ?? 500,
      ...SEAL_SIZE,
      code: 'seal',
    }),
  ],
});
