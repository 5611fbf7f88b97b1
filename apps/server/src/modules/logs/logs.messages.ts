import { defineMessages, registerFieldLabels } from '../../platform/messages.ts';

/** Titles of the exported workbooks. */
export const logMessages = defineMessages({
  operationSheet: { zh: '操作日志', en: 'Operation log' },
  loginSheet: { zh: '登录日志', en: 'Login log' },
  time: { zh: '时间', en: 'Time' },
  username: { zh: '用户名', en: 'Username' },
  realName: { zh: '姓名', en: 'Name' },
  group: { zh: '机构', en: 'Organisation' },
  module: { zh: '模块', en: 'Module' },
  action: { zh: '操作', en: 'Action' },
  target: { zh: '对象', en: 'Target' },
  request: { zh: '请求', en: 'Request' },
  ip: { zh: 'IP', en: 'IP' },
  userAgent: { zh: '浏览器', en: 'User agent' },
  duration: { zh: '耗时(ms)', en: 'Duration (ms)' },
  result: { zh: '结果', en: 'Result' },
  success: { zh: '成功', en: 'Success' },
  failure: { zh: '失败', en: 'Failure' },
  error: { zh: '错误信息', en: 'Error' },
  change: { zh: '变更内容', en: 'Change' },
  method: { zh: '方式', en: 'Method' },
  reason: { zh: '原因', en: 'Reason' },
});

registerFieldLabels({
  beginTime: { zh: '开始时间', en: 'start time' },
  endTime: { zh: '结束时间', en: 'end time' },
  success: { zh: '结果', en: 'result' },
  ip: { zh: 'IP', en: 'IP' },
  module: { zh: '模块', en: 'module' },
  action: { zh: '操作', en: 'action' },
  method: { zh: '登录方式', en: 'sign-in method' },
});
