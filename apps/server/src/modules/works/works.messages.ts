import { defineMessages } from '../../platform/messages.ts';

export const worksMessages = defineMessages({
  returnNotSubmitted: {
    zh: '该作品尚未提交，不能退回',
    en: 'This work has not been submitted; there is nothing to return',
  },
  alreadyReturned: {
    zh: '该作品已退回，正在等待队伍提交新版本',
    en: 'This work was already returned and is waiting for the team’s new version',
  },
  returnWindowClosed: {
    zh: '本阶段现在不能提交新版本（提交时间已结束或作品不可替换），退回后队伍无法修改，因此不能退回',
    en: 'The team could not submit a new version now (the submission window is closed or works cannot be replaced), so the work cannot be returned',
  },
  returnedTitle: { zh: '作品被退回修改：{title}', en: 'Work returned for correction: {title}' },
  returnedBody: {
    zh: '主办方退回了队伍「{team}」的作品《{title}》，请按说明修改后在{end}前提交新版本。退回说明：{note}',
    en: 'The organiser returned “{title}” by “{team}”; please correct it and submit a new version before {end}. Note: {note}',
  },
  signUpNotFound: { zh: '报名记录不存在', en: 'The sign-up does not exist' },
  workNotFound: { zh: '作品不存在', en: 'The work does not exist' },
  notMember: { zh: '只有本队成员可以提交作品', en: 'Only members of this team can submit its work' },
  notApproved: {
    zh: '报名尚未通过，暂不能提交作品',
    en: 'The sign-up is not approved yet; works can be submitted once it is',
  },
  windowNotOpen: { zh: '当前不在作品提交时间内', en: 'Work submission is not open at this time' },
  replaceNotAllowed: {
    zh: '本阶段作品提交后不可替换',
    en: 'In this stage a submitted work cannot be replaced',
  },
  judged: {
    zh: '专家已开始评审本作品（或已评奖），不能再提交新版本；如需更正，请联系主办方',
    en: 'Experts have begun scoring this work (or it has an award), so no new version can be submitted; contact the organiser to correct it',
  },
  tooManyFiles: { zh: '最多可上传 {max} 个文件', en: 'At most {max} files may be uploaded' },
  duplicateFile: { zh: '同一文件不能重复提交', en: 'The same file is listed twice' },
  fileNotFound: { zh: '文件不存在或已失效，请重新上传', en: 'A file does not exist; upload it again' },
  fileNotYours: { zh: '只能提交自己上传的文件', en: 'You can only submit files you uploaded' },
  fileWrongPurpose: { zh: '该文件不是作品文件，请重新上传', en: 'This file was not uploaded as a work file' },
  fileTypeNotAllowed: {
    zh: '文件“{name}”的类型（检测为 {detected}）不符合要求，仅允许：{allowed}',
    en: 'File “{name}” has a type that is not allowed (detected: {detected}); allowed: {allowed}',
  },
  fileTooLarge: {
    zh: '文件“{name}”超过 {mb} MB 的大小限制',
    en: 'File “{name}” is larger than the {mb} MB limit',
  },
  fieldRequired: { zh: '请填写“{label}”', en: 'Fill in “{label}”' },
  fieldUnknown: { zh: '未知的作品信息项：{key}', en: 'Unknown work field: {key}' },
  nothingToZip: { zh: '没有符合条件的已提交作品', en: 'No submitted works match the filters' },
  zipTooMany: {
    zh: '一次最多打包 {max} 个作品，请缩小筛选范围',
    en: 'At most {max} works per zip; narrow the filters',
  },
});
