import { LRUCache } from 'lru-cache';
import type { FileRecord } from './purposes.ts';
import { FILE_KINDS } from './sniff.ts';
import type { Storage } from './storage.ts';

/** One name a document carries about who made it, and where it was found. */
export type DocumentAuthor = { field: string; value: string };

/** Larger files are not read (a blind-review check must not pull gigabytes into memory). */
export const MAX_AUTHOR_SCAN_BYTES = 64 * 1024 * 1024;
const OOXML: readonly string[] = FILE_KINDS.office.filter((mime) =>
  mime.startsWith('application/vnd.openxmlformats'),
);

/** Whether the file's own metadata can be read here: PDF and Office Open XML (docx, xlsx, pptx). */
export const hasReadableAuthors = (file: Pick<FileRecord, 'mime' | 'size'>) =>
  file.size <= MAX_AUTHOR_SCAN_BYTES && (file.mime === 'application/pdf' || OOXML.includes(file.mime));

const readAll = async (storage: Storage, key: string) => {
  const object = await storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/** PDF: the Info dictionary's Author and Creator and the XMP dc:creator, read by pdf.js (Mozilla's parser). */
const pdfAuthors = async (bytes: Buffer): Promise<DocumentAuthor[]> => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  try {
    const doc = await task.promise;
    const { info, metadata } = await doc.getMetadata();
    const fields = info as Record<string, unknown>;
    const found: DocumentAuthor[] = [];
    for (const field of ['Author', 'Creator'])
      if (typeof fields[field] === 'string') found.push({ field: `PDF ${field}`, value: fields[field] });
    const creator: unknown = metadata?.get('dc:creator');
    for (const value of Array.isArray(creator) ? creator : creator ? [creator] : [])
      if (typeof value === 'string') found.push({ field: 'PDF XMP dc:creator', value });
    return found;
  } finally {
    await task.destroy();
  }
};

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (XML_ENTITIES[name.toLowerCase()] ?? ''),
  );

/** Office Open XML: docProps/core.xml's creator and last editor (Word, Excel and PowerPoint fill them in). */
const officeAuthors = async (bytes: Buffer): Promise<DocumentAuthor[]> => {
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(bytes);
  const core = await zip.file('docProps/core.xml')?.async('string');
  if (!core) return [];
  const found: DocumentAuthor[] = [];
  for (const [tag, field] of [
    ['dc:creator', 'Office creator'],
    ['cp:lastModifiedBy', 'Office lastModifiedBy'],
  ] as const) {
    const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(core);
    const value = match ? unescapeXml(match[1]!).trim() : '';
    if (value) found.push({ field, value });
  }
  return found;
};

// Keyed by content hash: the same bytes always carry the same names, whoever uploaded them.
const cache = new LRUCache<string, DocumentAuthor[]>({ max: 5_000 });

/**
 * The names a PDF or Office file records about its makers, or null when it cannot be read here (another
 * type, too large, damaged). Used by the blind-review check: a work whose file says "Author: 张三" is not
 * anonymous, whatever the page hides.
 */
export const readDocumentAuthors = async (
  storage: Storage,
  file: FileRecord,
): Promise<DocumentAuthor[] | null> => {
  if (!hasReadableAuthors(file)) return null;
  const kept = cache.get(file.sha256);
  if (kept) return kept;
  try {
    const bytes = await readAll(storage, file.storageKey);
    const found = file.mime === 'application/pdf' ? await pdfAuthors(bytes) : await officeAuthors(bytes);
    cache.set(file.sha256, found);
    return found;
  } catch {
    return null;
  }
};
