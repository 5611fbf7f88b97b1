import { describe, expect, it } from 'vitest';
import { createAwardWinnerTemplate } from '../templates/templates.ts';
import { formatIssueDate } from './issue-date.ts';

describe('formatIssueDate', () => {
  it('reads the instant in China’s zone, whatever the runtime’s zone', () => {
    // 01:30 on 1 December in Beijing is still 30 November in UTC.
    expect(formatIssueDate('2025-11-30T17:30:00.000Z')).toBe('2025年12月1日');
    expect(formatIssueDate(new Date('2025-11-30T17:30:00.000Z'), 'en')).toBe('1 December 2025');
    expect(formatIssueDate('2025-12-31T15:59:59.999Z')).toBe('2025年12月31日');
    expect(formatIssueDate('2025-12-31T16:00:00.000Z')).toBe('2026年1月1日');
  });

  it('is what the templates print under the signature (the issueDate code), not a date typed in', () => {
    const elements = createAwardWinnerTemplate().slides[0]!.elements;
    const date = elements.find((e) => e.code === 'issueDate');
    expect(date?.type).toBe('text');
    expect(JSON.stringify(elements)).not.toContain('二〇二五年十二月');
  });
});
