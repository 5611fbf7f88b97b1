// Shared by this package's unit tests only (not exported from the index).
import { winnerRecordSchema, type WinnerRecord, type WinnerRecordInput } from '../codes/winner-record.ts';
import { createDesign, createImage, createSlide, createText } from '../model/create.ts';
import type { Design } from '../model/design.ts';

export const text = (id: string, extra: Partial<Parameters<typeof createText>[0]> = {}) => ({
  ...createText({ text: id, left: 0, top: 0, width: 200, fontSize: 20, ...extra }),
  id,
});

export const image = (id: string, src = '/certificate-assets/seal-sample.svg') => ({
  ...createImage({ name: id, src, left: 10, top: 10, width: 50, height: 50 }),
  id,
});

/** Two slides: s1 holds t1 (text) and i1 (image), s2 holds t2. */
export const twoSlideDesign = (): Design =>
  createDesign({
    title: '测试证书',
    slides: [
      { ...createSlide([text('t1'), image('i1')]), id: 's1' },
      { ...createSlide([text('t2')]), id: 's2' },
    ],
  });

export const record = (input: Partial<WinnerRecordInput> = {}): WinnerRecord =>
  winnerRecordSchema.parse({
    kind: 'team',
    awardName: '一等奖',
    competitionName: '全国大学生智能创新设计大赛',
    schools: ['清华大学'],
    members: [
      { name: '张三', school: '清华大学' },
      { name: '欧阳娜娜', school: '北京大学' },
    ],
    teachers: [{ name: '李四', school: '清华大学' }, { name: '王五' }],
    teamName: '飞跃队',
    workName: '智能灌溉系统',
    holder: { name: '赵六', school: '复旦大学' },
    companyName: '某某科技有限公司',
    certificateNumber: { prefix: 'PD', body: '0042', suffix: '-A' },
    qrCodeSrc: 'data:image/png;base64,AAAA',
    sealSrc: '/files/seal/abc.png',
    issueDate: '2025年12月1日',
    ...input,
  });
