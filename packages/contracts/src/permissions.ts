/**
 * Permission strings (`area:object:action`) with labels, grouped as the role editor shows them.
 * A page's `…:list` permission opens it; the others gate its buttons and calls. ROOT passes all.
 */
type Label = { zh: string; en: string };
export type PermissionNode = { key: string; label: Label; children?: PermissionNode[] };

const leaf = (key: string, zh: string, en: string): PermissionNode => ({ key, label: { zh, en } });
const crud = (prefix: string) => [
  leaf(`${prefix}:list`, '查询', 'View'),
  leaf(`${prefix}:add`, '新增', 'Add'),
  leaf(`${prefix}:edit`, '修改', 'Edit'),
  leaf(`${prefix}:remove`, '删除', 'Delete'),
];

export const PERMISSION_TREE: PermissionNode[] = [
  {
    key: 'system',
    label: { zh: '系统管理', en: 'System' },
    children: [
      {
        key: 'system:user',
        label: { zh: '用户管理', en: 'Users' },
        children: [
          ...crud('system:user'),
          leaf('system:user:role', '分配角色', 'Assign roles'),
          leaf('system:user:resetPwd', '重置密码', 'Reset password'),
          leaf('system:user:import', '导入', 'Import'),
          leaf('system:user:export', '导出', 'Export'),
          leaf('system:user:reveal', '查看完整个人信息', 'Reveal personal data'),
          leaf('system:online:list', '在线用户', 'Online users'),
          leaf('system:online:forceLogout', '强制下线', 'Force logout'),
        ],
      },
      { key: 'system:role', label: { zh: '角色管理', en: 'Roles' }, children: crud('system:role') },
      { key: 'system:menu', label: { zh: '菜单管理', en: 'Menus' }, children: crud('system:menu') },
      { key: 'system:dept', label: { zh: '部门管理', en: 'Departments' }, children: crud('system:dept') },
      { key: 'system:dict', label: { zh: '字典管理', en: 'Dictionary' }, children: crud('system:dict') },
      {
        key: 'system:group',
        label: { zh: '机构管理', en: 'Organisations' },
        children: [...crud('system:group'), leaf('system:group:move', '移动机构', 'Move')],
      },
      {
        key: 'system:school',
        label: { zh: '学校/学院/专业', en: 'Schools, colleges, majors' },
        children: [
          ...crud('system:school'),
          leaf('system:school:member', '审核转校申请', 'Approve school changes'),
        ],
      },
      {
        key: 'system:log',
        label: { zh: '日志管理', en: 'Logs' },
        children: [leaf('system:log:list', '查询', 'View'), leaf('system:log:export', '导出', 'Export')],
      },
      {
        key: 'system:trial',
        label: { zh: '试用申请', en: 'Trial requests' },
        children: [leaf('system:trial:list', '查询', 'View'), leaf('system:trial:edit', '跟进', 'Follow up')],
      },
    ],
  },
  {
    key: 'competition',
    label: { zh: '竞赛管理', en: 'Competitions' },
    children: [
      {
        key: 'competition:info',
        label: { zh: '竞赛设置', en: 'Competition set-up' },
        children: [
          ...crud('competition:info'),
          leaf('competition:info:publish', '发布/下线/结束/归档', 'Publish, unpublish, close, archive'),
          leaf('competition:info:copy', '复制到新赛季', 'Copy into a new season'),
        ],
      },
      {
        key: 'enroll',
        label: { zh: '报名管理', en: 'Sign-ups' },
        children: [
          leaf('enroll:list', '查询', 'View'),
          leaf('enroll:review', '审核报名', 'Approve and reject'),
          leaf('enroll:export', '导出', 'Export'),
          leaf('enroll:import', '导入推荐队伍', 'Import recommended teams'),
        ],
      },
      {
        key: 'works',
        label: { zh: '作品管理', en: 'Works' },
        children: [
          leaf('works:list', '查询与下载', 'View and download'),
          leaf('works:edit', '设置公开内容', 'Choose what is public'),
        ],
      },
    ],
  },
  {
    key: 'news',
    label: { zh: '新闻管理', en: 'News' },
    children: [
      leaf('news:list', '查询', 'View'),
      leaf('news:edit', '编辑', 'Write'),
      leaf('news:publish', '发布与下架', 'Publish and unpublish'),
      leaf('news:remove', '删除', 'Delete'),
      leaf('news:apply', '提交新闻申请', 'Submit news'),
      leaf('news:check', '审核新闻申请', 'Review submissions'),
    ],
  },
  {
    key: 'expert',
    label: { zh: '专家管理', en: 'Experts' },
    children: [
      leaf('expert:list', '查询', 'View'),
      leaf('expert:edit', '新增/修改/删除专家与分组', 'Add, edit and delete experts and groups'),
      leaf('expert:reveal', '查看完整银行卡与电话', 'Reveal bank card and phone'),
      leaf('expert:import', '导入专家', 'Import experts'),
      leaf('expert:export', '导出专家', 'Export experts'),
      leaf('expert:account', '专家账号', 'Expert sign-in accounts'),
      leaf('expert:recruit', '专家招募与申请审核', 'Recruitment campaigns and applications'),
      leaf('expert:recommend', '推荐专家（学校）', 'Recommend experts (schools)'),
    ],
  },
  {
    key: 'review',
    label: { zh: '评审管理', en: 'Review' },
    children: [
      leaf('review:distribute', '评审分配', 'Distribute entries to experts'),
      leaf('review:eliminate', '淘汰晋级', 'Promote and eliminate'),
    ],
  },
  {
    key: 'reward',
    label: { zh: '竞赛奖项', en: 'Awards' },
    children: [
      leaf('reward:list', '查询', 'View'),
      leaf('reward:edit', '编辑奖项与获奖名单', 'Edit awards and award lists'),
      leaf('reward:publish', '公布获奖名单', 'Publish award lists'),
      leaf('reward:school', '本校学生获奖与证书（学校）', "Own students' awards and certificates (schools)"),
    ],
  },
  {
    key: 'certificate',
    label: { zh: '证书管理', en: 'Certificates' },
    children: [
      leaf('certificate:list', '查询', 'View'),
      leaf('certificate:make', '制作与设置', 'Make and configure'),
      leaf('certificate:check', '审核', 'Check'),
      leaf('certificate:send', '发放', 'Send'),
      leaf('certificate:revoke', '撤销与补发', 'Revoke and reissue'),
    ],
  },
  {
    key: 'content',
    label: { zh: '内容页面', en: 'Content pages' },
    children: [
      leaf('content:list', '查询与预览', 'View and preview'),
      leaf('content:edit', '编辑与删除', 'Write and delete'),
      leaf('content:publish', '发布与下架', 'Publish and unpublish'),
    ],
  },
  {
    key: 'summary',
    label: { zh: '学校报送', en: 'School reporting' },
    children: [
      leaf('summary:manage', '设置报送任务、审核与导出', 'Define reporting tasks, review and export'),
      leaf('summary:fill', '填报本校报送', "Fill in the own school's reports"),
    ],
  },
  {
    key: 'finance',
    label: { zh: '财务管理', en: 'Finance' },
    children: [
      leaf('finance:list', '查询订单与账单', 'View orders and bills'),
      leaf('finance:export', '导出订单', 'Export orders'),
      leaf(
        'finance:action',
        '确认转账、审批退款、处理异常',
        'Confirm transfers, approve refunds, handle exceptions',
      ),
    ],
  },
  {
    key: 'statistics',
    label: { zh: '数据统计', en: 'Statistics' },
    children: [leaf('statistics:view', '查看数据库统计与导出', 'View and export database statistics')],
  },
  {
    key: 'website',
    label: { zh: '网站设置', en: 'Website' },
    children: [leaf('website:edit', '修改网站设置与横幅', 'Edit settings and banners')],
  },
];

/** Every permission key of the tree (leaves only). */
export const allPermissionKeys = (nodes: PermissionNode[] = PERMISSION_TREE): string[] =>
  nodes.flatMap((n) => (n.children ? allPermissionKeys(n.children) : [n.key]));
