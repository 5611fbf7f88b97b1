import type { Random } from './random.ts';

/** The season's words: people's and teams' names, work titles, rejection reasons, judges' comments. */

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const COMPOUND_SURNAMES = ['欧阳', '上官', '司马', '诸葛', '慕容'];
const GIVEN =
  '子浩宇轩然梓涵欣怡思雨晨博文嘉俊泽一诗雅佳明天皓睿安可心宁远语瑶晓婷昊杰逸辰锦乐彤萱航铭洋奕琪颖鑫楠琳峻瑞凯欢静怡韬蕾哲源清岚';

export const TEAM_HEADS = (
  '星火 极客 智联 云端 青禾 破晓 追光 芯动 万物 灵犀 启航 凌云 知行 拾光 北斗 ' +
  '青鸟 天工 墨子 鲲鹏 织梦 蓝图 初心 晨星 磐石 极光 银河 萤火 飞鸿 朝阳 探索者'
).split(' ');
export const TEAM_TAILS = '战队 创客团队 工作室 实验室 小组 联盟 科创队 智造团队 创新组 队'.split(' ');

/** Work titles by item (the same order as the competition's items). */
export const TOPICS = [
  [
    '基于 LoRa 的温室环境监测系统',
    '果园病虫害图像识别预警平台',
    '智能水肥一体化灌溉控制器',
    '畜禽舍环境自适应调控系统',
    '稻田水位远程监测与控制装置',
    '茶园小气候采集与采摘期预测',
  ],
  [
    '社区垃圾分类智能回收站',
    '城市路灯按需照明控制系统',
    '老旧小区电动车充电安全监测',
    '基于 NB-IoT 的井盖状态监测',
    '校园共享单车调度助手',
    '地下车库积水预警系统',
  ],
  [
    '数控机床刀具磨损在线监测',
    '产线设备振动故障诊断终端',
    '仓储 AGV 多车协同调度系统',
    '工业现场能耗可视化平台',
    '基于边缘计算的质检相机',
    '电机温升预测与维护提醒',
  ],
  [
    '独居老人跌倒检测与呼叫系统',
    '全屋用电安全监测插座',
    '语音控制的智能窗帘',
    '宠物喂食与饮水管理装置',
    '家庭药箱服药提醒终端',
    '室内空气质量联动净化系统',
  ],
];

export const REJECT_REASONS = [
  '参赛学生学籍信息与学校报送名单不符，请核实后重新报名。',
  '作品方向与所报赛项不符，请改报相应赛项。',
  '队员已在本赛项其他队伍中报名，请调整后重新提交。',
  '报名材料缺少学校推荐意见，请联系学校管理员补充。',
];

export const personName = (rng: Random) => {
  const surname =
    rng.next() < 0.03
      ? rng.pick(COMPOUND_SURNAMES)
      : SURNAMES[Math.floor(rng.next() ** 1.7 * SURNAMES.length)]!;
  // Two given characters, as most names today: a two-character name could be any word of a page.
  const given = [...GIVEN];
  return surname + rng.pick(given) + rng.pick(given);
};

export const COMMENTS = [
  '方案完整，原型可运行，建议补充实测数据。',
  '选题贴近实际需求，演示清楚，功耗分析可再深入。',
  '系统架构清晰，界面完成度高，成本估算略显粗略。',
  '创新点明确，但现场部署方案需要细化。',
  '技术路线可行，文档规范，建议加强数据安全设计。',
];
