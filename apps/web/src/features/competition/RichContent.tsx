/**
 * Shows rich text of a competition. The server sanitised it with its allow-list when it was written
 * (platform/rich-text.ts), and only stored, sanitised HTML ever reaches this component.
 */
export const RichContent = ({ html, className = '' }: { html: string; className?: string }) => (
  <div className={`competition-rich ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
);
