/** Uploads: `ImageUpload` (small images, /common/file/upload) and `ResumableUpload` (large files, tus). */
export { ImageUpload } from './ImageUpload.tsx';
export { ResumableUpload } from './ResumableUpload.tsx';
export { startResumableUpload } from './resumable-upload.ts';
