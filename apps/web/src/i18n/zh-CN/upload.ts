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
  tooLarge: '文件过大，最大 {{mb}} MB',
};
