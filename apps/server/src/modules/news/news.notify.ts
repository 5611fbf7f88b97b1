import { eq } from 'drizzle-orm';
import { groups, newsSubmissions } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { defineNotifyRule, holdersOf } from '../../platform/notify/index.ts';

const submissionOf = async (tx: Db, id: number) => {
  const [row] = await tx
    .select({
      title: newsSubmissions.title,
      submitterId: newsSubmissions.submitterId,
      groupName: groups.name,
      groupPath: groups.path,
    })
    .from(newsSubmissions)
    .innerJoin(groups, eq(groups.id, newsSubmissions.groupId))
    .where(eq(newsSubmissions.id, id));
  return row;
};

/** The groups above the submitter's ("/1/4/9/" → 1 and 4): their news reviewers decide it. */
const superiorsOf = (path: string) => path.split('/').filter(Boolean).slice(0, -1).map(Number);

defineNotifyRule('news.submitted', async ({ tx, data }) => {
  const row = await submissionOf(tx, data.submissionId);
  if (!row) return [];
  return [
    {
      userIds: await holdersOf(tx, 'news:check', superiorsOf(row.groupPath)),
      topic: 'news',
      title: { zh: '有新闻待审核', en: 'A news submission awaits review' },
      body: {
        zh: `${row.groupName} 提交了新闻《${row.title}》。`,
        en: `${row.groupName} submitted "${row.title}".`,
      },
      link: '/newsManagement/competitionCheck',
    },
  ];
});

defineNotifyRule('news.approved', async ({ tx, data }) => {
  const row = await submissionOf(tx, data.submissionId);
  if (!row?.submitterId) return [];
  return [
    {
      userIds: [row.submitterId],
      topic: 'news',
      title: { zh: '新闻已通过审核并发布', en: 'News approved and published' },
      body: { zh: `您提交的新闻《${row.title}》已发布。`, en: `Your news "${row.title}" was published.` },
      link: '/newsManagement/apply',
    },
  ];
});

defineNotifyRule('news.rejected', async ({ tx, data }) => {
  const row = await submissionOf(tx, data.submissionId);
  if (!row?.submitterId) return [];
  return [
    {
      userIds: [row.submitterId],
      topic: 'news',
      title: { zh: '新闻未通过审核', en: 'News submission rejected' },
      body: {
        zh: `您提交的新闻《${row.title}》未通过审核。原因：${data.reason}`,
        en: `Your news "${row.title}" was rejected. Reason: ${data.reason}`,
      },
      link: '/newsManagement/apply',
    },
  ];
});
