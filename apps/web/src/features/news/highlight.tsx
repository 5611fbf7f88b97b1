import type { ReactNode } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Marks the search terms inside plain text as React elements (never as HTML), so highlighting cannot
 * inject markup whatever the text contains.
 */
export const highlight = (text: string, terms: readonly string[]): ReactNode => {
  const usable = terms.filter((t) => t.length > 0);
  if (usable.length === 0) return text;
  const pattern = new RegExp(`(${usable.map(escapeRegExp).join('|')})`, 'gi');
  const lower = new Set(usable.map((t) => t.toLowerCase()));
  return text
    .split(pattern)
    .map((part, i) => (lower.has(part.toLowerCase()) ? <mark key={i}>{part}</mark> : part));
};
