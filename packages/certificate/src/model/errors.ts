import type { z } from 'zod';

export type DesignIssue = {
  /** Where in the document, e.g. `slides[0].elements[2].width` ('' for the document itself). */
  path: string;
  message: string;
};

/** A document that is not a valid certificate design; `issues` names every failing field. */
export class DesignValidationError extends Error {
  override name = 'DesignValidationError';
  constructor(readonly issues: DesignIssue[]) {
    const shown = issues
      .slice(0, 5)
      .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
    const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
    super(`Invalid certificate design: ${shown.join('; ')}${more}`);
  }
}

/** `['slides', 0, 'elements', 2, 'width']` → `slides[0].elements[2].width`. */
export const formatIssuePath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    const name = String(key);
    return text ? `${text}.${name}` : name;
  }, '');

export const toDesignIssues = (error: z.ZodError): DesignIssue[] =>
  error.issues.map((issue) => ({ path: formatIssuePath(issue.path), message: issue.message }));

/** An action that can't apply to this document (unknown slide, wrong element type …). */
export class DesignActionError extends Error {
  override name = 'DesignActionError';
}
