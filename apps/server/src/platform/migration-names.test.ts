import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './paths.ts';

// The migration list, read from drizzle's journal. Drizzle applies a migration when its journal time
// (`when`) is later than the last one the database recorded; the file name (`tag`) is not stored. So a
// file may be renamed to say what it changes without an existing database applying it again, and a
// name that says only when it was written ("session_four") tells the next engineer nothing.
const folder = path.join(serverRoot, 'drizzle');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('migration files', () => {
  it('are every .sql file of the folder, in journal order, each later than the one before', () => {
    const files = readdirSync(folder).filter((name) => name.endsWith('.sql'));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`).sort()).toEqual(files.sort());
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(existsSync(path.join(folder, `${entry.tag}.sql`))).toBe(true);
      if (index > 0) expect(entry.when).toBeGreaterThan(journal.entries[index - 1]!.when);
    });
  });

  it('are named for what they change, not for when they were written', () => {
    const vague = journal.entries.filter(
      (entry) =>
        !/^\d{4}(_[a-z0-9]+)+$/.test(entry.tag) || /_session_|_(step|part|misc|changes)$/.test(entry.tag),
    );
    expect(vague.map((entry) => entry.tag)).toEqual([]);
  });
});
