import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  competitions,
  competitionStages,
  enrollMembers,
  enrollTeams,
  files,
  reviewEntries,
  users,
  workFiles,
  workVersions,
  works,
} from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import { DEMO_DOCUMENTS, DEMO_MEDIA, sha256Of } from '../../../modules/works/demo-documents.ts';
import type { SeedContext } from './seed-context.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Work titles of the design teams; never the team's name, which a blind stage hides. */
const TITLES: Record<string, string> = {
  青瓷新生: '当代青瓷餐具系列设计',
  城市微光: '老街区夜间照明改造',
  折纸书架: '可折叠的学生宿舍收纳',
  声音的形状: '声音可视化互动装置',
  节气插画: '二十四节气主题绘本',
  无障碍导视: '校园无障碍导视系统再设计',
};

/**
 * The works the experts score in the design competition's stage in review: each team handed in a design
 * statement (PDF), a board (image) and a short clip (video), inside the submission window before review.
 * One statement still names its author in the PDF's own metadata, so the blind-review check has something
 * to warn about (城市微光's member 刘子涵).
 */
export const seedReviewWorks = async ({ tx, base }: SeedContext): Promise<void> => {
  const [competition] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(eq(competitions.groupId, base.groups.organizer.id), eq(competitions.shortName, '创意设计赛')))
    .limit(1);
  if (!competition) return;
  const [stage] = await tx
    .select()
    .from(competitionStages)
    .where(eq(competitionStages.competitionId, competition.id))
    .orderBy(asc(competitionStages.orderNum))
    .limit(1);
  if (!stage) return;
  const teams = await tx
    .select({ team: enrollTeams })
    .from(reviewEntries)
    .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
    .where(eq(reviewEntries.stageId, stage.id))
    .orderBy(asc(reviewEntries.id));
  if (teams.length === 0) return;
  const members = await tx
    .select({ teamId: enrollMembers.teamId, name: users.realName })
    .from(enrollMembers)
    .innerJoin(users, eq(users.id, enrollMembers.userId))
    .where(
      inArray(
        enrollMembers.teamId,
        teams.map((t) => t.team.id),
      ),
    );
  // Handed in a week before the review window opened.
  const submittedAt = new Date((stage.reviewStart?.getTime() ?? Date.now()) - 7 * DAY);
  for (const { team } of teams) {
    const names = members.filter((m) => m.teamId === team.id).map((m) => m.name);
    const statement = names.includes('刘子涵')
      ? DEMO_DOCUMENTS.designBriefSigned
      : DEMO_DOCUMENTS.designBrief;
    // review.ts names its teams "<name>创作组".
    const title = TITLES[team.name] ?? TITLES[team.name.replace(/创作组$/, '')] ?? '设计作品';
    const summary = `${title}。设计说明见附件，展板与演示视频一并提交。`;
    // The stage's own seed (review.ts) may already have handed in the work: its files join that version.
    const [handedIn] = await tx
      .select({ id: works.id, versionId: works.currentVersionId })
      .from(works)
      .where(eq(works.teamId, team.id))
      .limit(1);
    const [work] = handedIn
      ? [handedIn]
      : await tx
          .insert(works)
          .values({
            publicId: newPublicId(),
            teamId: team.id,
            competitionId: competition.id,
            stageId: stage.id,
            schoolGroupId: team.schoolGroupId,
            title,
            versionCount: 1,
            shareId: newPublicId(),
            updatedAt: submittedAt,
          })
          .returning({ id: works.id });
    const [version] = handedIn?.versionId
      ? [{ id: handedIn.versionId }]
      : await tx
          .insert(workVersions)
          .values({
            publicId: newPublicId(),
            workId: work!.id,
            versionNo: 1,
            title,
            fields: { summary },
            submittedBy: team.captainId,
            createdAt: submittedAt,
          })
          .returning({ id: workVersions.id });
    if (handedIn?.versionId) {
      // Its title must not be the team's name, which a blind stage hides.
      await tx.update(works).set({ title }).where(eq(works.id, handedIn.id));
      await tx
        .update(workVersions)
        .set({ title, fields: { summary } })
        .where(eq(workVersions.id, handedIn.versionId));
    }
    const parts = [
      { buffer: statement, mime: 'application/pdf', name: '设计说明.pdf' },
      { ...DEMO_MEDIA.designBoard, name: '展板.jpg' },
      { ...DEMO_MEDIA.designClip, name: '演示视频.webm' },
    ];
    for (const [orderNum, part] of parts.entries()) {
      const [file] = await tx
        .insert(files)
        .values({
          publicId: newPublicId(),
          // A placeholder key: the app writes the bytes and the real key at start (demo-documents.ts).
          storageKey: newPublicId(),
          ownerId: team.captainId,
          groupId: team.schoolGroupId,
          purpose: 'workFile',
          originalName: part.name,
          size: part.buffer.length,
          sha256: sha256Of(part.buffer),
          mime: part.mime,
          createdAt: submittedAt,
        })
        .returning({ id: files.id });
      await tx
        .insert(workFiles)
        .values({ versionId: version!.id, fileId: file!.id, workId: work!.id, orderNum });
    }
    await tx.update(works).set({ currentVersionId: version!.id }).where(eq(works.id, work!.id));
  }
};
