import type { upload as zh } from '../zh-CN/upload.ts';

export const upload: typeof zh = {
  choose: 'Choose a file',
  chooseImage: 'Upload image',
  uploading: 'Uploading {{percent}}%',
  paused: 'Paused ({{percent}}% uploaded)',
  done: 'Upload complete',
  failed: 'Upload failed: {{reason}}',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  resumeHint: 'If the connection drops, the upload resumes where it stopped',
  tooLarge: 'The file is too large: at most {{mb}} MB',
};
