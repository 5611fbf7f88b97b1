import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The text of a PDF as poppler's pdftotext reads it (Debian poppler-utils, installed by .ci/run). */
export const pdfText = (pdf: Buffer | Uint8Array): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    return execFileSync('pdftotext', [path.join(dir, 'doc.pdf'), '-']).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The same with every white space removed: CJK runs may be split across lines or by spaces. */
export const pdfTextCompact = (pdf: Buffer | Uint8Array): string => pdfText(pdf).replace(/\s+/g, '');
