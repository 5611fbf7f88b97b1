/**
 * Shows rich text that the server already cleaned with its allow-list on every write
 * (platform/rich-text.ts): what is stored is safe to render as HTML.
 */
export const RichTextView = ({ html }: { html: string }) => (
  <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
);
