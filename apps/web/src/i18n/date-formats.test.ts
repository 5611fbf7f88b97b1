import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Generated over the web source: a string that is a dayjs format naming a month and a day (`MM-DD`,
 * `MM-DD HH:mm`, `M月D日`) must name the year too (i18n/date-formats.ts says why).
 */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const FORMAT = /^[YMDHhms:\-/. 年月日]+$/;
const yearless = (text: string) => FORMAT.test(text) && /M/.test(text) && /D/.test(text) && !/YY/.test(text);

const stringsOf = (path: string, text: string): string[] => {
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
};

describe('date formats in the web source', () => {
  it('recognises a format without the year', () => {
    expect(yearless('MM-DD HH:mm')).toBe(true);
    expect(yearless('MM-DD')).toBe(true);
    expect(yearless('YYYY-MM-DD HH:mm')).toBe(false);
    expect(yearless('DD')).toBe(false);
  });

  it('always names the year beside a month and day', { timeout: 60_000 }, () => {
    const files = Object.entries(SOURCES);
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap(([path, text]) =>
      stringsOf(path, text)
        .filter(yearless)
        .map((format) => `${path.replace(/^\.\.\//, '')}: '${format}'`),
    );
    expect(found).toEqual([]);
  });
});
