import { and, eq } from 'drizzle-orm';
import type { MySignUp } from '@podium/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  competitionStages,
  enrollTeams,
  experts,
  files,
  reviewAssignments,
  reviewEntries,
  subscribeMessages,
  workFiles,
  works,
  workVersions,
} from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { fakeMp4, PNG_1X1 } from '../../test-support/sample-files.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { donghai, listen, myWork, pdfNamed, teamOf, tusUpload } from './works-test-support.ts';

/** A Windows executable header ("MZ" … "PE"), whatever name it is given. */
const fakeExe = () => {
  const buffer = Buffer.alloc(1024);
  buffer.write('MZ', 0, 'latin1');
  buffer.writeUInt32LE(0x80, 0x3c);
  buffer.write('PE\0\0', 0x80, 'latin1');
  return buffer;
};

let t: TestApp;
let base: string;
let student: string;
let student2: string;
let organizer: string;
let team: string;
let stageId: number;

const submit = (token: string | undefined, body: Record<string, unknown>, lang?: 'en') =>
  t.post<{ workId: string; versionNo: number }>('/web/work/submit', body, { token, lang });
const setStage = (values: Partial<typeof competitionStages.$inferInsert>) =>
  t.db.update(competitionStages).set(values).where(eq(competitionStages.id, stageId));

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t);
  [student, student2, organizer] = await Promise.all([
    t.login('student'),
    t.login('student2'),
    t.login('organizer'),
  ]);
  team = await teamOf(t, 'student');
  stageId = (await donghai(t)).stageId;
});
afterAll(async () => t.close());
beforeEach(async () => {
  // The demo stage as seeded: open now, pdf/zip, 50 MB, two files, replaceable.
  await setStage({
    submitStart: new Date(Date.now() - 86_400_000),
    submitEnd: new Date(Date.now() + 86_400_000),
    workTypes: ['pdf', 'zip'],
    workMaxSizeMb: 50,
    workMaxCount: 2,
    workReplaceable: true,
  });
});

describe('submitting a work', () => {
  it('shows the demo work with two versions, then takes a third that becomes current', async () => {
    const before = await myWork(t, student, team);
    expect(before.code).toBe(0);
    expect(before.data.rules).toMatchObject({
      open: true,
      types: ['pdf', 'zip'],
      maxCount: 2,
      replaceable: true,
    });
    expect(before.data.work?.versions.map((v) => v.versionNo)).toEqual([2, 1]);

    const upload = await tusUpload(base, student, pdfNamed('final paper v3'), '终稿v3.pdf');
    expect(upload.status).toBe(204);
    const result = await submit(student, {
      teamId: team,
      title: '城市交通流量预测（第三版）',
      fileIds: [upload.fileId],
      fields: { summary: '加入天气因素。' },
    });
    expect(result.body).toMatchObject({ code: 0, data: { versionNo: 3 } });
    // The team's receipt names the version and the file's SHA-256; another student hears nothing of it.
    await t.notify.drain();
    const [stored] = await t.db.select().from(files).where(eq(files.publicId, upload.fileId!));
    const receipts = await t.db
      .select()
      .from(subscribeMessages)
      .where(eq(subscribeMessages.title, '作品提交回执'));
    expect(receipts.map((r) => r.userId)).toContain(t.fixture.users.student.id);
    expect(receipts.map((r) => r.userId)).not.toContain(t.fixture.users.student2.id);
    const receipt = receipts.find((r) => r.userId === t.fixture.users.student.id)!;
    expect(receipt.content).toContain(`终稿v3.pdf  SHA-256 ${stored!.sha256}`);
    expect(receipt.contentEn).toContain('Version 3');
    // The time is China's wall clock, as people read it and saying so, never an ISO string in UTC.
    expect(receipt.content).toMatch(/已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}（北京时间）提交/);
    expect(receipt.contentEn).toMatch(/submitted at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(Beijing time\)/);
    expect(receipt.content).not.toMatch(/T\d{2}:\d{2}.*Z/);

    const after = await myWork(t, student, team);
    const work = after.data.work!;
    expect(work.versionCount).toBe(3);
    expect(work.current).toMatchObject({ versionNo: 3, fields: { summary: '加入天气因素。' } });
    expect(work.current!.files).toEqual([
      expect.objectContaining({ fileId: upload.fileId, name: '终稿v3.pdf' }),
    ]);
    expect(work.versions.filter((v) => v.current)).toHaveLength(1);

    const versions = await t.get<{ versionNo: number }[]>('/web/work/version/list', {
      token: student,
      query: { workId: work.workId },
    });
    expect(versions.body.data.map((v) => v.versionNo)).toEqual([3, 2, 1]);
    const signUps = await t.get<{ teamId: string; versionCount: number }[]>('/web/work/mySignUps', {
      token: student,
    });
    expect(signUps.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ teamId: team, versionCount: 3 })]),
    );
    const listed = await t.get<{ workId: string }[]>('/web/work/myList', { token: student });
    expect(listed.body.data.map((w) => w.workId)).toContain(work.workId);
    // The team member downloads their file; another student may not.
    const own = await t.app.inject({
      method: 'GET',
      url: work.current!.files[0]!.url,
      headers: { authorization: `Bearer ${student}` },
    });
    expect(own.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: work.current!.files[0]!.url,
      headers: { authorization: `Bearer ${student2}` },
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses an executable renamed .pdf by its content, at upload', async () => {
    const refused = await tusUpload(base, student, fakeExe(), '论文.pdf');
    expect(refused.fileId).toBeUndefined();
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('application/x-msdownload');
  });

  it('refuses content the stage does not allow (an image in a pdf/zip stage), naming the file, nothing saved', async () => {
    const upload = await tusUpload(base, student, PNG_1X1, 'photo.pdf');
    expect(upload.status).toBe(204);
    const before = (await myWork(t, student, team)).data.work!.versionCount;
    const refused = await submit(
      student,
      { teamId: team, title: 'x', fileIds: [upload.fileId], fields: { summary: 's' } },
      'en',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      'File “photo.pdf” has a type that is not allowed (detected: png); allowed: pdf, zip',
    );
    expect((await myWork(t, student, team)).data.work!.versionCount).toBe(before);
  });

  it('refuses a file over the stage size limit and more files than allowed', async () => {
    await setStage({ workMaxSizeMb: 1, workTypes: ['pdf', 'mp4'] });
    const big = await tusUpload(base, student, fakeMp4(1024 * 1024 + 10), 'video.mp4');
    expect(big.status).toBe(204);
    const tooBig = await submit(student, {
      teamId: team,
      title: 'x',
      fileIds: [big.fileId],
      fields: { summary: 's' },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.msg).toBe('文件“video.mp4”超过 1 MB 的大小限制');
    const files = await Promise.all(
      ['a', 'b', 'c'].map((n) => tusUpload(base, student, pdfNamed(n), `${n}.pdf`)),
    );
    const tooMany = await submit(student, {
      teamId: team,
      title: 'x',
      fileIds: files.map((f) => f.fileId),
      fields: { summary: 's' },
    });
    expect(tooMany.body).toMatchObject({ code: 400, msg: '最多可上传 2 个文件' });
  });

  it('refuses a work before the sign-up is approved, writing nothing', async () => {
    /** The team's work row, its versions and its files: a refusal must leave all three as they were. */
    const written = async () => {
      const [work] = await t.db
        .select({ id: works.id, versionCount: works.versionCount })
        .from(works)
        .innerJoin(enrollTeams, eq(enrollTeams.id, works.teamId))
        .where(eq(enrollTeams.publicId, team));
      const versions = await t.db
        .select({ id: workVersions.id })
        .from(workVersions)
        .where(eq(workVersions.workId, work!.id));
      const attached = await t.db
        .select({ fileId: workFiles.fileId })
        .from(workFiles)
        .where(eq(workFiles.workId, work!.id));
      return { versionCount: work!.versionCount, versions: versions.length, files: attached.length };
    };
    const setStatus = (status: string) =>
      t.db.update(enrollTeams).set({ status }).where(eq(enrollTeams.publicId, team));
    const upload = await tusUpload(base, student, pdfNamed('early'), 'early.pdf');
    const body = { teamId: team, title: 'early', fileIds: [upload.fileId], fields: { summary: 's' } };
    const before = await written();
    try {
      for (const status of ['pending', 'awaitingPayment', 'rejected']) {
        await setStatus(status);
        expect((await submit(student, body)).body).toEqual({
          code: 400,
          msg: '报名尚未通过，暂不能提交作品',
          data: null,
        });
      }
      expect((await submit(student, body, 'en')).body.msg).toBe(
        'The sign-up is not approved yet; works can be submitted once it is',
      );
      expect(await written()).toEqual(before);
    } finally {
      await setStatus('approved');
    }
    // Approved, the very same submission goes through: the refusal was the sign-up's state.
    expect((await submit(student, body)).body.code).toBe(0);
    expect((await written()).versions).toBe(before.versions + 1);
  });

  it('refuses outside the submission window', async () => {
    await setStage({
      submitStart: new Date(Date.now() - 3 * 86_400_000),
      submitEnd: new Date(Date.now() - 86_400_000),
    });
    const upload = await tusUpload(base, student, pdfNamed('late'), 'late.pdf');
    const refused = await submit(student, {
      teamId: team,
      title: 'late',
      fileIds: [upload.fileId],
      fields: { summary: 's' },
    });
    expect(refused.body).toMatchObject({ code: 400, msg: '当前不在作品提交时间内' });
    expect((await myWork(t, student, team)).data.rules.open).toBe(false);
  });

  it('refuses a new version when the stage does not allow replacing', async () => {
    await setStage({ workReplaceable: false });
    const upload = await tusUpload(base, student, pdfNamed('again'), 'again.pdf');
    const refused = await submit(
      student,
      { teamId: team, title: 'again', fileIds: [upload.fileId], fields: { summary: 's' } },
      'en',
    );
    expect(refused.body).toMatchObject({
      code: 400,
      msg: 'In this stage a submitted work cannot be replaced',
    });
  });

  it('refuses a new version once an expert has begun scoring the work, and the user centre says why', async () => {
    const [teamRow] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, team));
    const [expert] = await t.db.select({ id: experts.id }).from(experts).limit(1);
    const signUpOf = async () =>
      (await t.get<MySignUp[]>('/web/work/mySignUps', { token: student })).body.data.find(
        (s) => s.teamId === team,
      )!;
    // Before any score: the button is offered and the form is there.
    expect((await signUpOf()).submitBlock).toBeNull();
    expect((await myWork(t, student, team)).data.judged).toBe(false);
    const [entry] = await t.db
      .insert(reviewEntries)
      .values({ publicId: newPublicId(), stageId: teamRow!.stageId, teamId: teamRow!.id })
      .onConflictDoNothing()
      .returning();
    const entryId =
      entry?.id ??
      (
        await t.db
          .select({ id: reviewEntries.id })
          .from(reviewEntries)
          .where(and(eq(reviewEntries.teamId, teamRow!.id), eq(reviewEntries.stageId, teamRow!.stageId)))
      )[0]!.id;
    const [assignment] = await t.db
      .insert(reviewAssignments)
      .values({ publicId: newPublicId(), entryId, expertId: expert!.id, source: 'manual', status: 'draft' })
      .returning();
    try {
      const upload = await tusUpload(base, student, pdfNamed('swap'), 'swap.pdf');
      const before = (await myWork(t, student, team)).data.work!.versionCount;
      const body = { teamId: team, title: '评审后替换', fileIds: [upload.fileId], fields: { summary: 's' } };
      expect((await submit(student, body)).body).toMatchObject({
        code: 409,
        msg: '专家已开始评审本作品（或已评奖），不能再提交新版本；如需更正，请联系主办方',
      });
      expect((await submit(student, body, 'en')).body.msg).toMatch(/^Experts have begun scoring this work/);
      const mine = (await myWork(t, student, team)).data;
      expect(mine.work!.versionCount).toBe(before);
      expect(mine.judged).toBe(true);
      expect((await signUpOf()).submitBlock).toBe('judged');
      // Merely assigned (nobody has opened the score sheet) does not lock it.
      await t.db
        .update(reviewAssignments)
        .set({ status: 'assigned' })
        .where(eq(reviewAssignments.id, assignment!.id));
      expect((await signUpOf()).submitBlock).toBeNull();
    } finally {
      await t.db.delete(reviewAssignments).where(eq(reviewAssignments.id, assignment!.id));
      if (entry) await t.db.delete(reviewEntries).where(eq(reviewEntries.id, entry.id));
    }
  });

  it('requires the required descriptive fields and refuses unknown ones', async () => {
    const upload = await tusUpload(base, student, pdfNamed('fields'), 'fields.pdf');
    const missing = await submit(student, {
      teamId: team,
      title: 't',
      fileIds: [upload.fileId],
      fields: { summary: ' ' },
    });
    expect(missing.body).toMatchObject({ code: 400, msg: '请填写“论文摘要”' });
    const unknown = await submit(student, {
      teamId: team,
      title: 't',
      fileIds: [upload.fileId],
      fields: { summary: 's', hack: 'x' },
    });
    expect(unknown.body).toMatchObject({ code: 400, msg: '未知的作品信息项：hack' });
  });

  it("refuses someone outside the team, someone else's file, and anonymous callers", async () => {
    const upload = await tusUpload(base, student2, pdfNamed('intruder'), 'intruder.pdf');
    const notMember = await submit(student2, {
      teamId: team,
      title: 't',
      fileIds: [upload.fileId],
      fields: { summary: 's' },
    });
    expect(notMember.status).toBe(403);
    expect(notMember.body.msg).toBe('只有本队成员可以提交作品');
    const peek = await t.get('/web/work/mine', { token: organizer, query: { teamId: team } });
    expect(peek.status).toBe(403);
    const notYours = await submit(student, {
      teamId: team,
      title: 't',
      fileIds: [upload.fileId],
      fields: { summary: 's' },
    });
    expect(notYours.body).toMatchObject({ code: 400, msg: '只能提交自己上传的文件' });
    const anonymous = await submit(undefined, {
      teamId: team,
      title: 't',
      fileIds: [upload.fileId],
      fields: {},
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(11000);
  });
});
