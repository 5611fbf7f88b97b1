/** Uploads: `UploadField` (a form's cover / attachments by address), `ImageUpload` (small images, /common/file/upload) and `ResumableUpload` (large files, tus). */
export { ImageUpload } from './ImageUpload.tsx';
export { UploadField, type LinkedFile, type UploadFieldProps } from './UploadField.tsx';
export { ResumableUpload } from './ResumableUpload.tsx';
export { startResumableUpload } from './resumable-upload.ts';
export { useUploadGuard } from './uploads-in-flight.ts';
