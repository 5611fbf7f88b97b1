import { describe, expect, it } from 'vitest';
import { PREPARED_GROUPS } from '@podium/certificate';
import { certificateDesigner as en } from '../../i18n/en/certificate-designer.ts';
import { certificateDesigner as zh } from '../../i18n/zh-CN/certificate-designer.ts';

const lookup = (tree: unknown, kind: string): unknown =>
  kind
    .split(':')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      (tree as { groupNames: unknown }).groupNames,
    );

describe('palette names', () => {
  it('names every prepared element group in both languages', () => {
    for (const kind of Object.keys(PREPARED_GROUPS)) {
      expect(typeof lookup(zh, kind), `zh ${kind}`).toBe('string');
      expect(typeof lookup(en, kind), `en ${kind}`).toBe('string');
    }
  });
});
