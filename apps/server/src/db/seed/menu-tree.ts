/**
 * The back-office menu (spec §2 desk areas). Paths are absolute; `component` names a page module of the web
 * (`pages/desk/<component>`); `perm` is the permission a page needs beyond being granted to a role.
 */
export type MenuSeed = {
  key: string;
  name: string;
  nameEn: string;
  type: 1 | 2 | 4;
  path: string;
  component?: string;
  icon?: string;
  perm?: string;
  hidden?: boolean;
  children?: MenuSeed[];
};

/** The `menus` row of a tree entry (a new database's seed and an existing one's sync write the same). */
export const menuRowOf = (node: MenuSeed, parentId: number | null | undefined, orderNum: number) => ({
  parentId,
  menuType: node.type,
  menuName: node.name,
  menuNameEn: node.nameEn,
  path: node.path,
  component: node.component ?? '',
  icon: node.icon ?? '',
  visible: node.hidden ? 0 : 1,
  permission: node.perm ?? '',
  orderNum,
});

const page = (key: string, name: string, nameEn: string, path: string, perm?: string): MenuSeed => ({
  key,
  name,
  nameEn,
  type: 2,
  path,
  component: path.replace(/^\//, ''),
  perm,
});

const group = (
  key: string,
  name: string,
  nameEn: string,
  path: string,
  icon: string,
  children: MenuSeed[],
): MenuSeed => ({
  key,
  name,
  nameEn,
  type: 1,
  path,
  icon,
  children,
});

export const MENU_TREE: MenuSeed[] = [
  {
    key: 'dashboard',
    name: '工作台',
    nameEn: 'Workbench',
    type: 4,
    path: '/dashboard',
    component: 'dashboard',
    icon: 'DashboardOutlined',
  },
  group('competition', '竞赛管理', 'Competitions', '/competition', 'TrophyOutlined', [
    page('competition.list', '竞赛列表', 'Competition list', '/competition/list', 'competition:info:list'),
    page('competition.signUp', '报名管理', 'Sign-ups', '/signUp/list', 'enroll:list'),
    page('competition.works', '作品管理', 'Works', '/works/list', 'works:list'),
    page('competition.reward', '竞赛奖项', 'Competition awards', '/competitionReward/list', 'reward:list'),
    page(
      'competition.schoolAwards',
      '本校获奖与证书',
      'School awards',
      '/competitionReward/school',
      'reward:school',
    ),
  ]),
  group('review', '评审管理', 'Review', '/review', 'AuditOutlined', [
    page('review.competition', '评审竞赛', 'Competitions in review', '/review/competition'),
    page('review.distribution', '评审分配', 'Distribution', '/review/distribution', 'review:distribute'),
    page('review.elimination', '淘汰晋级', 'Elimination', '/review/elimination', 'review:eliminate'),
    page('review.result', '评审结果', 'Results', '/review/result', 'review:distribute'),
    page('review.scene', '现场评审', 'On-site review', '/review/scene'),
    page('review.statistics', '评审统计', 'Statistics', '/review/statistics', 'review:distribute'),
    page('screenCall', '叫号大屏', 'Queue screen', '/screenCall/index'),
  ]),
  group('expert', '专家管理', 'Experts', '/expert', 'TeamOutlined', [
    page('expert.library', '专家库', 'Expert library', '/expert/library', 'expert:list'),
    page('expert.account', '专家账号', 'Expert accounts', '/expert/account', 'expert:account'),
    page('expert.group', '专家分组', 'Expert groups', '/expert/group', 'expert:list'),
    page('expert.recruitment', '专家招募', 'Recruitment', '/expert/recruitment', 'expert:recruit'),
    page('expert.recommend', '专家推荐', 'Recommendations', '/expert/recommend'),
    page('expert.temporary', '临时专家', 'Temporary experts', '/expert/temporary', 'expert:list'),
    page('expert.manage', '专家管理', 'Expert management', '/expert/manage', 'expert:list'),
  ]),
  group('certificate', '证书管理', 'Certificates', '/certificate', 'SafetyCertificateOutlined', [
    page('certificate.make', '证书制作', 'Make', '/certificate/make', 'certificate:make'),
    page('certificate.list', '证书列表', 'List', '/certificate/list', 'certificate:list'),
    page('certificate.template', '证书模板', 'Templates', '/certificate/template', 'certificate:make'),
    page('certificate.send', '证书发放', 'Send', '/certificate/send', 'certificate:send'),
    page('certificate.check', '证书审核', 'Check', '/certificate/check', 'certificate:check'),
    page('certificate.setting', '证书设置', 'Settings', '/certificate/setting', 'certificate:make'),
    page('certificate.trace', '证书溯源', 'Trace', '/certificate/trace-admin', 'certificate:list'),
  ]),
  group('finance', '财务管理', 'Finance', '/finance', 'AccountBookOutlined', [
    page('finance.order', '订单管理', 'Orders', '/finance/order', 'finance:list'),
    page('finance.list', '账单列表', 'Bills', '/finance/list', 'finance:list'),
    page('finance.action', '财务操作', 'Actions', '/finance/action', 'finance:action'),
  ]),
  group('news', '新闻管理', 'News', '/newsManagement', 'ReadOutlined', [
    page('news.list', '新闻列表', 'News list', '/newsManagement/list', 'news:list'),
    page('news.apply', '新闻申请', 'Applications', '/newsManagement/apply', 'news:apply'),
    page('news.collect', '新闻采集', 'Collection', '/newsManagement/collect', 'news:check'),
    page('news.check', '竞赛审核', 'Competition check', '/newsManagement/competitionCheck', 'news:check'),
  ]),
  group('stats', '数据统计', 'Statistics', '/statistics', 'BarChartOutlined', [
    page('stats.database', '数据库统计', 'Database statistics', '/database/statistics', 'statistics:view'),
    // The organiser's reporting pages; 报送管理 is both the organiser's review and a school's own form.
    page('summary.schoolList', '学校名单', 'School list', '/summary/schoolList', 'summary:manage'),
    page('summary.record', '报送记录', 'Records', '/summary/record', 'summary:manage'),
    page('summary.submission', '报送管理', 'Submissions', '/summary/submission'),
    page('summary.setting', '报送设置', 'Submission settings', '/summary/setting', 'summary:manage'),
  ]),
  group('website', '网站设置', 'Website', '/websiteSet', 'GlobalOutlined', [
    page('websiteSet', '网站设置', 'Website settings', '/websiteSet/index', 'website:edit'),
    page('websiteBanner', '网站横幅', 'Banners', '/system/websiteBanner', 'website:edit'),
    page('websiteContent', '内容页面', 'Content pages', '/websiteSet/content', 'content:list'),
  ]),
  group('system', '系统管理', 'System', '/system', 'SettingOutlined', [
    page('system.user', '用户管理', 'Users', '/system/user', 'system:user:list'),
    page('system.role', '角色管理', 'Roles', '/system/role', 'system:role:list'),
    page('system.menu', '菜单管理', 'Menus', '/system/menu', 'system:menu:list'),
    page('system.dept', '部门管理', 'Departments', '/system/department', 'system:dept:list'),
    page('system.dict', '字典管理', 'Dictionary', '/system/dictionary', 'system:dict:list'),
    page('system.group', '机构管理', 'Organisations', '/system/group', 'system:group:list'),
    page('system.school', '学校管理', 'Schools', '/system/school', 'system:school:list'),
    page('system.college', '学院管理', 'Colleges', '/system/college', 'system:school:list'),
    page('system.major', '专业管理', 'Majors', '/system/major', 'system:school:list'),
    // A school's staff (and the organiser above it) decide who moves into the school (issue 18).
    page('system.schoolChange', '转校审核', 'School changes', '/system/schoolChange', 'system:school:member'),
    page('system.online', '在线用户', 'Online users', '/system/online', 'system:online:list'),
    page('system.log', '日志管理', 'Logs', '/system/log', 'system:log:list'),
    // Notifications given up after their retries (e-mail, SMS), the whole platform's: its administrators'.
    page(
      'system.notifyFailed',
      '发送失败',
      'Failed deliveries',
      '/system/notifyFailed',
      'system:notify:failed',
    ),
    page('system.trial', '试用申请', 'Trial requests', '/system/trial', 'system:trial:list'),
  ]),
];

/** Every permission string the menu uses, so a role editor can offer them. */
export const allMenuPermissions = (tree: MenuSeed[] = MENU_TREE): string[] => [
  ...new Set(tree.flatMap((n) => [...(n.perm ? [n.perm] : []), ...allMenuPermissions(n.children ?? [])])),
];
