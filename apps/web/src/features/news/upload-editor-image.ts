import { CommonFileApi, FILE_PURPOSES, type FileUploadResult } from '@podium/contracts';
import { post } from '../../api/client.ts';

/** Too large for the newsImage purpose; the server checks again by content. */
export class ImageTooLargeError extends Error {}

/**
 * Uploads an image picked in the rich-text editor through the storage interface
 * (POST /common/file/upload?purpose=newsImage) and returns the address to put in the article.
 */
export const uploadEditorImage = async (file: File): Promise<string> => {
  if (file.size > FILE_PURPOSES.newsImage.maxBytes) throw new ImageTooLargeError();
  const form = new FormData();
  form.append('file', file);
  const result = await post<FileUploadResult>(`${CommonFileApi.upload}?purpose=newsImage`, form);
  return result.url;
};
