import { newsArticles, newsSubmissions } from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import { richTextToPlain, sanitizeRichText } from '../../../platform/rich-text.ts';
import type { SeedContext } from './seed-context.ts';

const DAY = 24 * 60 * 60 * 1000;

type DemoArticle = {
  title: string;
  /** dictValue of the demo navigation's news columns: 1 notices, 2 competition news, 3 past works, 4 guides. */
  newsType: '1' | '2' | '3' | '4';
  daysAgo: number;
  pinned?: boolean;
  views: number;
  paragraphs: string[];
};

const ARTICLES: DemoArticle[] = [
  {
    title: '关于举办2026年全国大学生创新创业竞赛的通知',
    newsType: '1',
    daysAgo: 2,
    pinned: true,
    views: 1863,
    paragraphs: [
      '为深入推进创新创业教育改革，激发大学生的创新意识与实践能力，经组委会研究，决定举办2026年全国大学生创新创业竞赛。',
      '一、参赛对象：全国普通高等学校在籍本科生、研究生均可报名参赛，鼓励跨学科、跨学院组队。',
      '二、报名时间：即日起至2026年12月20日24时，逾期不再受理。报名截止时间以系统时间为准。',
      '三、比赛安排：校赛初审于2027年1月完成，省赛复赛于2027年3月举行，全国总决赛于2027年5月举行。',
      '请各高校竞赛办公室做好宣传与组织工作，并于报名截止前完成本校参赛队伍的审核。',
    ],
  },
  {
    title: '2026年大学生数学建模竞赛获奖名单公示',
    newsType: '1',
    daysAgo: 5,
    pinned: true,
    views: 2410,
    paragraphs: [
      '经专家评审、组委会审定，2026年大学生数学建模竞赛共评出一等奖42项、二等奖118项、三等奖236项，现予以公示。',
      '公示期为7天。如对评审结果有异议，请在公示期内以书面形式向组委会办公室提出，逾期不予受理。',
      '获奖证书可在本网站“证书查询”栏目在线查询与验证。',
    ],
  },
  {
    title: '关于调整全国总决赛现场答辩安排的补充通知',
    newsType: '1',
    daysAgo: 9,
    views: 734,
    paragraphs: [
      '根据场馆安排，全国总决赛现场答辩由原定两天调整为三天，每支队伍陈述时间为8分钟，专家提问时间为5分钟。',
      '请各参赛队伍提前30分钟到达候场区，携带学生证与身份证件，按叫号系统顺序入场。',
    ],
  },
  {
    title: '“挑战杯”省赛圆满落幕，东海大学获团体一等奖',
    newsType: '2',
    daysAgo: 3,
    views: 1207,
    paragraphs: [
      '11月18日，“挑战杯”大学生课外学术科技作品竞赛省赛在东海大学体育馆落下帷幕。来自全省46所高校的312件作品参加了终审答辩。',
      '经过两天激烈角逐，东海大学以5项特等奖、9项一等奖的成绩获得团体一等奖，西湖大学、南山学院分获团体二等奖。',
      '本届竞赛首次采用线上评审与现场答辩相结合的方式，评审专家覆盖人工智能、新材料、生物医药等12个学科方向。',
    ],
  },
  {
    title: '人工智能创新应用赛道首次设立，聚焦大模型与智能制造',
    newsType: '2',
    daysAgo: 7,
    views: 968,
    paragraphs: [
      '本届竞赛新增人工智能创新应用赛道，鼓励参赛团队围绕大模型应用、智能制造、智慧医疗等方向开展作品创作。',
      '赛道设置企业命题与自由命题两类，企业命题由合作企业提供真实业务场景与数据集。',
    ],
  },
  {
    title: '竞赛组委会召开2026年度专家评审工作会议',
    newsType: '2',
    daysAgo: 12,
    views: 412,
    paragraphs: [
      '11月10日，竞赛组委会召开年度专家评审工作会议，来自全国各高校与科研院所的80余位评审专家参加会议。',
      '会议解读了新版评审标准，强调评审回避制度与评分一致性，并对线上评审系统的使用进行了培训。',
    ],
  },
  {
    title: '往届一等奖作品：基于视觉识别的校园垃圾智能分类系统',
    newsType: '3',
    daysAgo: 20,
    views: 1532,
    paragraphs: [
      '该作品由东海大学计算机学院学生团队完成，获2025年全国大学生创新创业竞赛一等奖。',
      '系统通过摄像头识别投放物品类别，准确率达到96.4%，已在校内12个投放点试运行，累计服务师生超过两万人次。',
    ],
  },
  {
    title: '往届优秀作品：面向乡村小学的远程科学课堂',
    newsType: '3',
    daysAgo: 25,
    views: 887,
    paragraphs: [
      '该作品由西湖大学师范学院团队完成，以低成本实验套件与直播课堂相结合，为偏远地区小学提供科学实验课程。',
      '项目已覆盖3个县的28所乡村小学，获2025年竞赛公益创新类特等奖。',
    ],
  },
  {
    title: '参赛指南：报名、组队与作品提交全流程说明',
    newsType: '4',
    daysAgo: 4,
    pinned: true,
    views: 3120,
    paragraphs: [
      '第一步：注册账号并完善个人信息，学生需填写所在学校、学院与专业。',
      '第二步：在竞赛详情页点击“立即报名”，选择参赛赛道，个人参赛或创建团队并邀请队员。',
      '第三步：在作品提交截止前上传作品文件（PDF、视频或压缩包，单个文件不超过200MB）。',
      '第四步：关注个人中心的评审进度与获奖通知，获奖证书可在线查询与下载。',
    ],
  },
  {
    title: '常见问题解答：报名截止时间、跨校组队与指导教师',
    newsType: '4',
    daysAgo: 6,
    views: 1944,
    paragraphs: [
      '问：报名截止时间是什么时候？答：2026年全国大学生创新创业竞赛报名截止时间为2026年12月20日24时。',
      '问：可以跨校组队吗？答：允许跨校组队，团队以第一负责人所在学校作为申报单位。',
      '问：每支队伍可以有几位指导教师？答：每支队伍最多可填写2位指导教师。',
    ],
  },
  {
    title: '作品提交规范与查重说明',
    newsType: '4',
    daysAgo: 15,
    views: 655,
    paragraphs: [
      '参赛作品须为原创，提交后系统将自动进行相似度检测，相似度超过30%的作品将进入人工复核。',
      '作品文件命名格式为“赛道-学校-作品名称”，请勿在作品中出现学校与个人信息，以保证匿名评审。',
    ],
  },
];

/** A notice written now and set to appear tomorrow: it shows as "scheduled" in the desk. */
const SCHEDULED: DemoArticle = {
  title: '全国总决赛观赛指南与直播安排',
  newsType: '1',
  daysAgo: -1,
  views: 0,
  paragraphs: ['全国总决赛将于2027年5月举行，届时本网站将同步直播开幕式与各赛道答辩环节。'],
};

const html = (paragraphs: string[]) => sanitizeRichText(paragraphs.map((p) => `<p>${p}</p>`).join(''));

/** Demo news on the demo portal: a dozen articles across the navigation's columns, and one school submission awaiting review. */
export const seedNews = async ({ tx, base }: SeedContext): Promise<void> => {
  const now = Date.now();
  await tx.insert(newsArticles).values(
    [...ARTICLES, SCHEDULED].map((a) => {
      const content = html(a.paragraphs);
      const contentText = richTextToPlain(content);
      return {
        publicId: newPublicId(),
        groupId: base.groups.organizer.id,
        authorId: base.users.organizer.id,
        title: a.title,
        newsType: a.newsType,
        summary: contentText.slice(0, 110) + (contentText.length > 110 ? '…' : ''),
        content,
        contentText,
        status: 'published',
        publishAt: new Date(now - a.daysAgo * DAY),
        pinned: a.pinned ?? false,
        viewCount: a.views,
      };
    }),
  );
  await tx.insert(newsSubmissions).values({
    publicId: newPublicId(),
    groupId: base.groups.schoolA.id,
    submitterId: base.users.school.id,
    title: '东海大学举办创新创业竞赛校内选拔赛',
    newsType: '2',
    summary: '东海大学校内选拔赛共收到作品186件，评出32件作品推荐参加省赛。',
    content: html([
      '11月20日，东海大学举办全国大学生创新创业竞赛校内选拔赛，共收到来自15个学院的作品186件。',
      '经校内专家评审，32件作品被推荐参加省赛，学校将为入围团队配备指导教师并提供集中培训。',
    ]),
  });
};
