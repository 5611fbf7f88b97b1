import { NUMBER_KINDS } from '../numbering/number-kinds.ts';
import {
  AWARD_RECIPIENT_TYPES,
  createAwardRecipientBlock,
  type AwardRecipientType,
} from './award-recipient.ts';
import { createAwardNameBlock } from './award-name.ts';
import { createCertificateNumberBlock } from './certificate-number.ts';
import { createCompanyNameBlock } from './company-name.ts';
import type { ElementGroup, GroupOrigin } from './group.ts';
import { createPersonalNameBlock, PERSONAL_NAME_TYPES } from './personal-name.ts';
import { createPortraitBlock, PORTRAIT_TYPES, type PortraitType } from './portrait.ts';
import { createQrCodeBlock, createSealBlock } from './qr-and-seal.ts';

/** Every prepared element group by its kind: what the designer's palette lists. */
export const PREPARED_GROUPS: Record<string, (origin?: GroupOrigin) => ElementGroup> = {
  ...Object.fromEntries(
    (Object.keys(AWARD_RECIPIENT_TYPES) as AwardRecipientType[]).map((type) => [
      `awardRecipient:${type}`,
      (origin?: GroupOrigin) => createAwardRecipientBlock(type, origin),
    ]),
  ),
  awardName: createAwardNameBlock,
  ...Object.fromEntries(
    (Object.keys(PORTRAIT_TYPES) as PortraitType[]).map((type) => [
      `portrait:${type}`,
      (origin?: GroupOrigin) => createPortraitBlock(type, origin),
    ]),
  ),
  ...Object.fromEntries(
    PERSONAL_NAME_TYPES.map((type) => [
      `personalName:${type}`,
      (origin?: GroupOrigin) => createPersonalNameBlock(type, origin),
    ]),
  ),
  companyName: createCompanyNameBlock,
  ...Object.fromEntries(
    NUMBER_KINDS.map((kind) => [
      `certNo:${kind}`,
      (origin?: GroupOrigin) => createCertificateNumberBlock(kind, origin),
    ]),
  ),
  qrCode: createQrCodeBlock,
  seal: createSealBlock,
};
