import { noticeTime } from '../../platform/china-days.ts';
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  competitionStages,
  enrollMembers,
  enrollTeams,
  files,
  workFiles,
  workVersions,
  works,
} from '../../db/schema/index.ts';
import { translate } from '../../platform/messages.ts';
import { defineNotifyRule } from '../../platform/notify/index.ts';
import { worksMessages } from './works.messages.ts';

// Returned for correction: the captain and the members (who can submit; advisors cannot), with the note
// and the window's end; the link opens their works in the user centre.
defineNotifyRule('work.returned', async ({ tx, data }) => {
  const [work] = await tx
    .select({
      teamId: works.teamId,
      title: works.title,
      team: enrollTeams.name,
      end: competitionStages.submitEnd,
    })
    .from(works)
    .innerJoin(enrollTeams, eq(enrollTeams.id, works.teamId))
    .innerJoin(competitionStages, eq(competitionStages.id, works.stageId))
    .where(eq(works.id, data.workId));
  if (!work) return [];
  const members = await tx
    .select({ userId: enrollMembers.userId })
    .from(enrollMembers)
    .where(and(eq(enrollMembers.teamId, work.teamId), ne(enrollMembers.role, 'advisor')));
  // No submission end set: "before submission closes" reads true in both languages.
  const end = work.end ? noticeTime(work.end) : { zh: '提交截止', en: 'submission closes' };
  const params = { title: work.title, team: work.team, note: data.note, end };
  return [
    {
      userIds: members.map((m) => m.userId),
      topic: 'competition',
      title: {
        zh: translate(worksMessages.returnedTitle, 'zh', params),
        en: translate(worksMessages.returnedTitle, 'en', params),
      },
      body: {
        zh: translate(worksMessages.returnedBody, 'zh', params),
        en: translate(worksMessages.returnedBody, 'en', params),
      },
      link: '/center/work',
    },
  ];
});

// A receipt to every member of the team: the version, its time and each file's SHA-256, so the team can
// later prove what it handed in.
defineNotifyRule('work.submitted', async ({ tx, data }) => {
  const [work] = await tx
    .select({
      teamId: works.teamId,
      teamName: enrollTeams.name,
      versionNo: workVersions.versionNo,
      title: workVersions.title,
      at: workVersions.createdAt,
    })
    .from(workVersions)
    .innerJoin(works, eq(works.id, workVersions.workId))
    .innerJoin(enrollTeams, eq(enrollTeams.id, works.teamId))
    .where(eq(workVersions.id, data.versionId));
  if (!work) return [];
  const sent = await tx
    .select({ name: files.originalName, sha256: files.sha256 })
    .from(workFiles)
    .innerJoin(files, eq(files.id, workFiles.fileId))
    .where(eq(workFiles.versionId, data.versionId))
    .orderBy(asc(workFiles.orderNum));
  const members = await tx
    .select({ userId: enrollMembers.userId })
    .from(enrollMembers)
    .where(eq(enrollMembers.teamId, work.teamId));
  const list = sent.map((f) => `${f.name}  SHA-256 ${f.sha256}`).join('\n');
  const at = noticeTime(work.at, 'second');
  return [
    {
      userIds: members.map((m) => m.userId),
      topic: 'competition',
      title: { zh: '作品提交回执', en: 'Work submission receipt' },
      body: {
        zh: `队伍「${work.teamName}」的作品《${work.title}》第 ${work.versionNo} 版已于 ${at.zh}提交。\n${list}`,
        en: `Version ${work.versionNo} of "${work.title}" by "${work.teamName}" was submitted at ${at.en}.\n${list}`,
      },
      link: '/center/work',
    },
  ];
});

// The first opening of the public share page: the team learns that its link is being passed around.
defineNotifyRule('work.shareOpened', async ({ tx, data }) => {
  const [work] = await tx
    .select({ teamId: works.teamId, title: works.title })
    .from(works)
    .where(eq(works.id, data.workId));
  if (!work) return [];
  const members = await tx
    .select({ userId: enrollMembers.userId })
    .from(enrollMembers)
    .where(eq(enrollMembers.teamId, work.teamId));
  return [
    {
      userIds: members.map((m) => m.userId),
      topic: 'competition',
      title: { zh: '作品分享链接已被打开', en: 'Your work’s share link was opened' },
      body: {
        zh: `作品《${work.title}》的分享页面第一次被打开。`,
        en: `The share page of "${work.title}" was opened for the first time.`,
      },
      link: '/center/work',
    },
  ];
});
