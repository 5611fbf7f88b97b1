import type { upload as zh } from '../zh-CN/upload.ts';
import type { English } from '../english.ts';

export const upload: English<typeof zh> = {
  choose: 'Choose a file',
  chooseImage: 'Upload image',
  uploading: 'Uploading {{percent}}%',
  paused: 'Paused ({{percent}}% uploaded)',
  done: 'Upload complete',
  stillUploading: 'A file is still uploading: save once it has finished',
  failed: 'Upload failed: {{reason}}',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  resumeHint: 'If the connection drops, the upload resumes where it stopped',
  chooseFiles: 'Upload attachments',
  filesHint:
    'PDF, Office documents, images and archives, up to {{mb}} MB each, at most {{max}}; the type is checked from the content',
  remove: 'Remove',
  replaceHint: 'Click the image to replace it',
  previewUnavailable: 'No preview',
  tooLarge: 'The file is too large: at most {{mb}} MB',
};
