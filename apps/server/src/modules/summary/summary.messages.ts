import { defineMessages, type FieldLabels } from '../../platform/messages.ts';

/** Every refusal of school reporting, in both languages. */
export const summaryMessages = defineMessages({
  taskNotFound: { zh: '报送任务不存在', en: 'The reporting task does not exist' },
  submissionNotFound: { zh: '报送记录不存在', en: 'The submission does not exist' },
  notYourSchool: {
    zh: '该报送任务不属于你的学校，只能填报本校的任务',
    en: 'This reporting task is not for your school; you can only fill in your own school’s tasks',
  },
  notSchool: {
    zh: '请以学校身份操作（切换到你的学校后再填报）',
    en: 'Act for your school to fill in reports (switch to your school first)',
  },
  late: {
    zh: '已过报送截止时间（{deadline}），不能再填报',
    en: 'The deadline ({deadline}) has passed; the report can no longer be filled in',
  },
  acceptedLocked: {
    zh: '该报送已审核通过并锁定，如需修改请联系主办单位退回',
    en: 'This report was accepted and is locked; ask the organiser to reopen it to change anything',
  },
  awaitingReview: {
    zh: '已提交，正在等待审核，审核退回后才能修改',
    en: 'Submitted and waiting for review; it can be changed only after it is returned',
  },
  fieldRequired: { zh: '请填写必填项“{label}”', en: 'Please fill in the required field “{label}”' },
  fieldNumber: { zh: '“{label}”须为数字', en: '“{label}” must be a number' },
  fieldDate: { zh: '“{label}”须为日期（YYYY-MM-DD）', en: '“{label}” must be a date (YYYY-MM-DD)' },
  fieldOption: { zh: '“{label}”须从选项中选择', en: 'Choose “{label}” from its options' },
  fieldTooLong: { zh: '“{label}”过长', en: '“{label}” is too long' },
  fieldShape: { zh: '“{label}”的填写格式不正确', en: '“{label}” is not in the expected form' },
  fieldUnknown: { zh: '表单中没有字段“{key}”', en: 'The form has no field “{key}”' },
  attachmentUnusable: {
    zh: '“{label}”中的附件不存在或不是本校上传的',
    en: 'An attachment of “{label}” does not exist or was not uploaded by your school',
  },
  blockingCheck: { zh: '未通过校验：{message}', en: 'A check failed: {message}' },
  warningNeedsExplanation: {
    zh: '请说明原因：{message}',
    en: 'Please explain this warning: {message}',
  },
  duplicateKey: { zh: '字段或校验标识重复：{key}', en: 'Duplicate field or check key: {key}' },
  choiceNeedsOptions: {
    zh: '选择字段“{label}”需要至少一个选项',
    en: 'The choice field “{label}” needs at least one option',
  },
  tableNeedsColumns: {
    zh: '表格字段“{label}”需要至少一列',
    en: 'The table field “{label}” needs at least one column',
  },
  checkFieldUnknown: {
    zh: '校验“{message}”引用了不存在的字段',
    en: 'The check “{message}” refers to a field the form does not have',
  },
  checkNeedsValue: {
    zh: '校验“{message}”需要一个数值',
    en: 'The check “{message}” needs a number',
  },
  schoolOutOfReach: {
    zh: '所选学校不在本单位下级范围内',
    en: 'A chosen school is not under your organisation',
  },
  noSchools: { zh: '请至少选择一所需要报送的学校', en: 'Choose at least one school that must report' },
  templateUnusable: {
    zh: '模板文件不存在或不是你上传的',
    en: 'The template file does not exist or was not uploaded by you',
  },
  onlyDraftRemovable: {
    zh: '已发布的报送任务不能删除',
    en: 'A published reporting task cannot be deleted',
  },
  alreadyPublished: { zh: '该报送任务已发布', en: 'This reporting task is already published' },
  notPublished: { zh: '该报送任务尚未发布', en: 'This reporting task is not published yet' },
  notSubmitted: {
    zh: '只有已提交的报送可以退回或通过',
    en: 'Only a submitted report can be returned or accepted',
  },
  notAccepted: { zh: '只有已通过的报送可以重新打开', en: 'Only an accepted report can be reopened' },
  nothingToExport: {
    zh: '该任务还没有已通过的报送附件',
    en: 'This task has no attachments in accepted reports yet',
  },
  sheetName: { zh: '报送数据', en: 'Reports' },
  colSchool: { zh: '学校', en: 'School' },
  colState: { zh: '状态', en: 'State' },
  colSubmittedAt: { zh: '提交时间', en: 'Submitted at' },
  colVersion: { zh: '版本', en: 'Version' },
  colRow: { zh: '行', en: 'Row' },
  nothingRow: { zh: '无数据报送：{reason}', en: 'Nothing to report: {reason}' },
  reminderTitle: {
    zh: '报送提醒：{title}',
    en: 'Reporting reminder: {title}',
  },
  reminderBefore: {
    zh: '“{title}”将于 {deadline}截止，贵校尚未提交，请尽快填报。',
    en: '“{title}” closes on {deadline} and your school has not submitted yet; please fill it in soon.',
  },
  reminderOverdue: {
    zh: '“{title}”已于 {deadline}截止，贵校尚未提交，请尽快联系主办单位。',
    en: '“{title}” closed on {deadline} and your school has not submitted; please contact the organiser.',
  },
  publishedTitle: { zh: '新的报送任务：{title}', en: 'New reporting task: {title}' },
  publishedBody: {
    zh: '{organizer}发布了报送任务“{title}”，请于 {deadline}前填报。',
    en: '{organizer} asks your school to fill in “{title}” by {deadline}.',
  },
  returnedTitle: { zh: '报送被退回：{title}', en: 'Report returned: {title}' },
  returnedBody: {
    zh: '“{title}”已被退回，请按说明修改后重新提交。退回说明：{note}',
    en: '“{title}” was returned to your school; please correct it and submit again. Note: {note}',
  },
  acceptedTitle: { zh: '报送已通过：{title}', en: 'Report accepted: {title}' },
  acceptedBody: {
    zh: '贵校提交的“{title}”已审核通过。',
    en: 'Your school’s report “{title}” was accepted.',
  },
  submittedTitle: { zh: '待审核报送：{school}', en: 'Report to review: {school}' },
  submittedBody: {
    zh: '{school}提交了“{title}”（第 {version} 版），请审核。',
    en: '{school} submitted “{title}” (version {version}); please review it.',
  },
  nothingTitle: { zh: '无数据报送：{school}', en: 'Nothing to report: {school}' },
  nothingBody: {
    zh: '{school}就“{title}”报告无数据可报送，原因：{reason}',
    en: '{school} has nothing to report for “{title}”. Reason: {reason}',
  },
  reopenedManagerTitle: { zh: '已通过的报送被重新打开：{school}', en: 'Accepted report reopened: {school}' },
  returnedManagerTitle: { zh: '报送已被退回：{school}', en: 'Report returned: {school}' },
  acceptedManagerTitle: { zh: '报送已审核通过：{school}', en: 'Report accepted: {school}' },
  reviewedManagerBody: {
    zh: '{school}的“{title}”已处理。',
    en: '{school}’s “{title}” was decided.',
  },
  reviewedManagerBodyNote: {
    zh: '{school}的“{title}”已处理。说明：{note}',
    en: '{school}’s “{title}” was decided. Note: {note}',
  },
});

/** How validation names this module's fields (its own routes only: `labelModuleFields`). */
export const summaryFieldLabels: FieldLabels = {
  taskId: { zh: '报送任务', en: 'reporting task' },
  submissionId: { zh: '报送记录', en: 'submission' },
  schoolId: { zh: '学校', en: 'school' },
  schoolIds: { zh: '报送学校', en: 'schools that must report' },
  title: { zh: '任务名称', en: 'title' },
  description: { zh: '任务说明', en: 'description' },
  deadline: { zh: '截止时间', en: 'deadline' },
  templateFileId: { zh: '模板文件', en: 'template file' },
  fields: { zh: '表单字段', en: 'form fields' },
  checks: { zh: '校验规则', en: 'checks' },
  values: { zh: '填报内容', en: 'answers' },
  explanations: { zh: '预警说明', en: 'explanations' },
  reason: { zh: '无数据原因', en: 'reason' },
  note: { zh: '退回说明', en: 'note' },
  keyword: { zh: '关键词', en: 'keyword' },
  state: { zh: '状态', en: 'state' },
  action: { zh: '操作', en: 'action' },
};
