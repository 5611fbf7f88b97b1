/**
 * What /pdf?url= may show and offer for download: only a file of this site (same origin, http or https).
 * Any other address is refused outright — no rendering and no download button — so nobody can send a
 * link of this site that offers a file from elsewhere under the site's name.
 */
export type PdfSource = { kind: 'missing' } | { kind: 'refused' } | { kind: 'own'; url: string };

export const pdfSourceOf = (raw: string, origin: string): PdfSource => {
  if (!raw.trim()) return { kind: 'missing' };
  try {
    const url = new URL(raw, origin);
    const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
    return isWeb && url.origin === origin ? { kind: 'own', url: url.href } : { kind: 'refused' };
  } catch {
    return { kind: 'refused' };
  }
};

/** Content pages link a PDF attachment to the viewer only when the viewer will show it. */
export const isViewablePdf = (url: string, origin: string) =>
  /\.pdf($|\?)/i.test(url) && pdfSourceOf(url, origin).kind === 'own';
