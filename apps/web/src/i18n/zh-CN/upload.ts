/** Upload components (features/upload). */
export const upload = {
  choose: '选择文件',
  chooseImage: '上传图片',
  uploading: '上传中 {{percent}}%',
  paused: '已暂停（已上传 {{percent}}%）',
  done: '上传完成',
  failed: '上传失败：{{reason}}',
  pause: '暂停',
  resume: '继续上传',
  cancel: '取消',
  resumeHint: '网络中断后可继续上传，已上传部分不会重传',
  chooseFiles: '上传附件',
  filesHint: '支持 PDF、Office 文档、图片和压缩包，单个不超过 {{mb}} MB，最多 {{max}} 个；类型以文件内容为准',
  remove: '移除',
  replaceHint: '点击图片可更换',
  previewUnavailable: '无法预览',
  tooLarge: '文件过大，最大 {{mb}} MB',
};
