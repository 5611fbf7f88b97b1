import {
  createAwardWinnerTemplate,
  createTeacherTemplate,
  restoreDesign,
  type Design,
} from '@podium/certificate';
import { certificateDesigns } from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import type { SeedContext } from './seed-context.ts';

const entry = (kind: 'design' | 'template', origin: string, design: Design) => {
  const document = restoreDesign(design);
  return { kind, origin, title: document.title, document: document as unknown as Record<string, unknown> };
};

/** The organiser's certificate template library and one certificate being designed (designer demo). */
export const seedCertificateDesigns = async ({ tx, base }: SeedContext) => {
  const organizer = base.groups.organizer.id;
  const author = base.users.organizer.id;
  const rows = [
    entry('template', 'awardWinner', { ...createAwardWinnerTemplate(), title: '组委会标准获奖证书' }),
    entry('template', 'teacher', { ...createTeacherTemplate(), title: '优秀指导教师证书' }),
    entry('design', 'awardWinner', {
      ...createAwardWinnerTemplate(),
      title: '2026 东海杯数学建模竞赛获奖证书',
    }),
  ];
  await tx.insert(certificateDesigns).values(
    rows.map((row) => ({
      ...row,
      publicId: newPublicId(),
      groupId: organizer,
      createdBy: author,
      updatedBy: author,
    })),
  );
};
