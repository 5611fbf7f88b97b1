import { defineMessages } from '../../platform/messages.ts';

/** Messages of the file, upload and job calls, in both languages. */
export const commonMessages = defineMessages({
  noFile: { zh: '请选择要上传的文件（字段 file）', en: 'Choose a file to upload (field “file”)' },
  tooLarge: { zh: '文件过大，最大 {mb} MB', en: 'The file is too large: at most {mb} MB' },
  malformed: { zh: '上传内容无法解析', en: 'The upload could not be read' },
  emptyFile: { zh: '文件为空', en: 'The file is empty' },
  purposeNotResumable: {
    zh: '该用途不支持断点续传，请使用普通上传',
    en: 'This purpose does not take resumable uploads; use the normal upload',
  },
  purposeNotSimple: {
    zh: '该用途的文件较大，请使用断点续传上传',
    en: 'Files of this purpose are large; use the resumable upload',
  },
  unknownPurpose: { zh: '未知的上传用途', en: 'Unknown upload purpose' },
  fileNotFound: { zh: '文件不存在', en: 'The file does not exist' },
  jobNotFound: { zh: '任务不存在', en: 'The job does not exist' },
});
