// Demo content of the portal's managed pages, expert showcase and partners (issue 9), written by the
// organiser and published, plus one draft so preview has something unpublished to show.
import { eq } from 'drizzle-orm';
import { contentPages, websiteSettings } from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import { richTextToPlain, sanitizeRichText } from '../../../platform/rich-text.ts';
import type { SeedContext } from './seed-context.ts';

type DemoItem = {
  kind: 'page' | 'expert' | 'partner';
  slug: string;
  title: string;
  summary?: string;
  html?: string;
  orderNum?: number;
  draft?: boolean;
};

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

const PAGES: DemoItem[] = [
  {
    kind: 'page',
    slug: 'introductionPlatform',
    title: '平台介绍',
    summary: '面向高校的一站式学科竞赛管理与服务平台',
    html:
      '<h2>我们是谁</h2>' +
      p(
        '高校学生竞赛网由高校竞赛管理办公室联合多所高校共同建设，服务于竞赛的发布、报名、作品提交、专家评审、成绩公示与证书发放全过程。',
        '平台支持国家级、省级与校级三级竞赛，覆盖理工、经管、人文与艺术等学科门类；本演示站展示的是几所示例高校的一个完整赛季。',
      ) +
      '<h2>核心能力</h2><ul><li>竞赛全流程线上化：从发布通知到证书查询，一个平台完成。</li><li>多级组织管理：主办单位、承办学校与院系分级管理，数据互不越权。</li><li>公平透明的评审：匿名评审、多轮淘汰、成绩自动汇总与公示。</li><li>可信电子证书：证书编号唯一，扫码即可溯源验证。</li></ul>' +
      '<h2>联系我们</h2>' +
      p('工作日 9:00—17:30，电话 010-6275 0000，邮箱 service@podium.local。'),
  },
  {
    kind: 'page',
    slug: 'expendingServices',
    title: '拓展服务',
    summary: '围绕竞赛的培训、资源与数据服务',
    html:
      '<h2>赛前培训</h2>' +
      p('为承办高校提供竞赛组织培训与参赛辅导讲座，帮助指导教师熟悉赛题与评审标准。') +
      '<h2>竞赛资源</h2>' +
      p('提供往届优秀作品展示、赛题解析与学习资源，学生可在个人中心查看所报竞赛发布的学习资料。') +
      '<h2>数据报告</h2>' +
      p('每届竞赛结束后生成参赛规模、获奖分布与学校排名等统计报告，为高校教学改革提供参考。'),
  },
  {
    kind: 'page',
    slug: 'research',
    title: '竞赛研究',
    summary: '学科竞赛评价与人才培养研究',
    html: p(
      '竞赛研究中心围绕学科竞赛质量评价、创新人才培养模式与竞赛数据分析开展研究，已发布《高校学科竞赛质量评价指标》《大学生竞赛参与度年度报告》等成果。',
      '欢迎高校教师与研究人员合作开展课题研究，联系方式见平台介绍页面。',
    ),
  },
  {
    kind: 'page',
    slug: 'solve-could',
    title: '云上竞赛解决方案',
    summary: '无需部署，开通即用',
    html: p(
      '面向希望快速举办竞赛的单位：平台提供独立的竞赛门户、报名与评审流程，按届开通，数据隔离保存。',
      '典型周期：开通一天，配置竞赛与评审规则一周以内，支持万人规模的并发报名。',
    ),
  },
  {
    kind: 'page',
    slug: 'solve-highSchool',
    title: '高校竞赛解决方案',
    summary: '校、院两级竞赛统一管理',
    html: p(
      '学校竞赛办公室统一发布校级竞赛与推荐上级竞赛，学院负责初审与组织，学生在一个入口完成全部参赛事项。',
      '支持与学校统一身份认证对接，竞赛成绩与获奖数据可导出用于综合素质评价。',
    ),
  },
  {
    kind: 'page',
    slug: 'solve-dataBase',
    title: '竞赛数据库解决方案',
    summary: '历届竞赛数据沉淀与统计分析',
    html: p(
      '将历届竞赛的报名、作品、评审与获奖数据统一沉淀，按学校、学科与年份多维统计，支持教育评估材料的快速整理。',
    ),
  },
  {
    kind: 'page',
    slug: 'experience',
    title: '申请试用',
    summary: '填写信息，工作人员将在两个工作日内与您联系',
    html: p(
      '试用期内可免费创建一项校级竞赛，体验发布、报名、作品提交与评审的完整流程。',
      '试用结束后，数据可保留三十天，正式开通后自动迁移。',
    ),
  },
  {
    kind: 'page',
    slug: 'manual',
    title: '平台使用手册',
    summary: '学生、学校管理员与竞赛组织者的操作指南',
    html:
      '<h2>一、学生</h2><h3>1. 注册与登录</h3>' +
      p('在首页点击“登录/注册”，使用手机号获取验证码完成注册，首次登录后请完善学校、学院与专业信息。') +
      '<h3>2. 报名参赛</h3>' +
      p('在竞赛详情页点击“立即报名”。个人赛直接提交；团队赛由队长创建团队，通过邀请链接邀请队员加入。') +
      '<h3>3. 提交作品</h3>' +
      p('在作品提交时间内进入“我的竞赛”，上传作品文件并填写作品说明。截止前可替换为新版本。') +
      '<h2>二、学校管理员</h2><h3>1. 审核报名</h3>' +
      p('在后台“报名管理”中查看本校学生的报名信息，逐条或批量审核。') +
      '<h3>2. 提交新闻</h3>' +
      p('在“新闻管理—新闻申请”中撰写本校竞赛新闻，提交后由主办单位审核发布。') +
      '<h2>三、竞赛组织者</h2><h3>1. 创建竞赛</h3>' +
      p('在“竞赛管理”中新建竞赛，设置赛道、参赛组别、各阶段的报名与提交时间，发布后即在门户展示。') +
      '<h3>2. 组织评审</h3>' +
      p('在“评审管理”中分配专家、设置评分规则，评审结束后汇总成绩并进入获奖公示。'),
  },
  {
    kind: 'page',
    slug: 'research',
    title: '竞赛研究（草稿示例）',
    html: p('这是一篇未发布的草稿，仅组织者可以预览。'),
    draft: true,
  },
];

const EXPERTS: DemoItem[] = [
  [
    'zhang-ming',
    '张明',
    '教授 · 东海大学计算机学院',
    '长期从事人工智能与机器人研究，担任全国大学生智能创新设计大赛评审专家十余年。',
  ],
  ['li-hua', '李华', '教授 · 西湖大学管理学院', '研究方向为创新创业管理，主持国家级一流本科课程“创业基础”。'],
  ['wang-fang', '王芳', '研究员 · 江南科学院', '数学建模与优化方法专家，多次担任数学建模竞赛命题组成员。'],
  [
    'chen-jie',
    '陈杰',
    '高级工程师 · 北辰智能科技有限公司',
    '工业设计与嵌入式系统领域的企业专家，关注作品的工程落地与产业价值。',
  ],
].map(([slug, title, summary, bio], i) => ({
  kind: 'expert' as const,
  slug: slug!,
  title: title!,
  summary: summary!,
  html: p(bio!),
  orderNum: i,
}));

const PARTNERS: DemoItem[] = [
  '东海大学',
  '西湖大学',
  '江南科学院',
  '北辰智能科技',
  '华夏教育出版社',
  '青年创新基金会',
].map((title, i) => ({ kind: 'partner' as const, slug: `partner-${i + 1}`, title, orderNum: i }));

/** Demo filing text in the site footer (the ICP line every Chinese site shows). */
const DEMO_FOOTER =
  '主办：高校学生竞赛网运营中心\n联系邮箱：service@podium.local\n京ICP备00000000号-1（演示）';
const DEMO_FOOTER_EN =
  'Run by the University Student Competitions office\nContact: service@podium.local\nICP filing 京ICP备00000000号-1 (demo)';

export const seedContentPages = async ({ tx, base }: SeedContext): Promise<void> => {
  const now = new Date();
  await tx.insert(contentPages).values(
    [...PAGES, ...EXPERTS, ...PARTNERS].map((item) => {
      const content = sanitizeRichText(item.html ?? '');
      return {
        publicId: newPublicId(),
        // The draft is a school's, so it never clashes with the organiser's published page of that slug.
        groupId: item.draft ? base.groups.schoolA.id : base.groups.organizer.id,
        kind: item.kind,
        slug: item.slug,
        title: item.title,
        summary: item.summary ?? '',
        content,
        contentText: richTextToPlain(content),
        orderNum: item.orderNum ?? 0,
        status: item.draft ? 'draft' : 'published',
        publishedAt: item.draft ? null : now,
        updatedBy: item.draft ? base.users.school.id : base.users.organizer.id,
      };
    }),
  );
  await tx
    .update(websiteSettings)
    .set({ footer: DEMO_FOOTER, footerEn: DEMO_FOOTER_EN })
    .where(eq(websiteSettings.id, base.websiteId));
};
