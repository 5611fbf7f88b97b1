import { posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Generated over the web source: times are formatted, parsed and handed to pickers only through
 * `beijing-time.ts`, which reads them in Beijing time. Anything else reads them in the browser's zone,
 * which abroad (or on a CI machine in UTC) moves every deadline by hours. Refused elsewhere:
 * - importing dayjs (or a plugin) as a value: `dayjs(…)` parses in the browser's zone;
 * - `.format('YYYY-…')` / `.format(DATE_FORMAT)`: a dayjs value written out in the browser's zone;
 * - `.toISOString()` / `.unix()`: a picker's value turned into an instant in the browser's zone;
 * - `toLocaleDateString`, `toLocaleTimeString`, `new Date(…).toLocaleString`, and the Date's local-zone
 *   getters (`getHours()` …).
 */
const SOURCES = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const TIME_MODULE = 'features/beijing-time/beijing-time.ts';

/** A glob key as a path under src/ (keys are relative to this folder). */
const underSrc = (key: string) => posix.normalize(`features/beijing-time/${key}`);

/** Files that may keep a direct use, each with why. */
const ALLOWED: Record<string, string> = {
  // The wrapper that sets dayjs's language; it formats nothing.
  'i18n/dayjs-locale.ts': 'dayjs locale wiring',
  // Reads typed text as a picker value: wall clock in, wall clock out, no zone involved.
  'features/form-fields/typed-dates.ts': 'parses typed picker text (naive wall clock)',
  // The greeting follows the reader's own clock: "good morning" is said at their morning.
  'features/workbench/WelcomeCard.tsx': "greeting by the reader's hour",
  // In the first load, which loads no dayjs; the copyright year differs from Beijing's for hours a year.
  'layouts/portal/PortalFooter.tsx': 'copyright year, first load without dayjs',
};

const DATE_FORMAT_TEXT = /^[YMDHhmsSA:\-/. 年月日T]+$/;
const LOCAL_GETTERS = new Set(['getFullYear', 'getMonth', 'getDate', 'getDay', 'getHours', 'getMinutes']);

const isDateFormatArgument = (node: ts.Expression | undefined) =>
  node !== undefined &&
  (((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
    DATE_FORMAT_TEXT.test(node.text) &&
    /[YMDHm]/.test(node.text)) ||
    (ts.isIdentifier(node) && /FORMAT|^FMT$|^DAY$/.test(node.text)));

const isNewDate = (node: ts.Expression) =>
  ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Date';

/** Each direct time use in one file, as "line: what". */
const directTimeUses = (path: string, text: string): string[] => {
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const note = (node: ts.Node, what: string) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^dayjs($|\/)/.test(node.moduleSpecifier.text)
    ) {
      const clause = node.importClause;
      const valueImport =
        !clause ||
        (!clause.isTypeOnly &&
          (clause.name !== undefined ||
            (clause.namedBindings !== undefined &&
              (ts.isNamespaceImport(clause.namedBindings) ||
                clause.namedBindings.elements.some((e) => !e.isTypeOnly)))));
      if (valueImport) note(node, `imports ${node.moduleSpecifier.text}`);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const receiver = node.expression.expression;
      if (name === 'format' && isDateFormatArgument(node.arguments[0]))
        note(node, `.format(${node.arguments[0]!.getText()})`);
      if (name === 'toISOString' || name === 'unix') note(node, `.${name}()`);
      if (name === 'toLocaleDateString' || name === 'toLocaleTimeString') note(node, `.${name}()`);
      if (name === 'toLocaleString' && isNewDate(receiver)) note(node, 'new Date(…).toLocaleString()');
      if (LOCAL_GETTERS.has(name) && node.arguments.length === 0) note(node, `.${name}()`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

describe('times in the web source', () => {
  it('recognises direct uses', () => {
    const uses = directTimeUses(
      'x.tsx',
      [
        "import dayjs, { type Dayjs } from 'dayjs';",
        "import type { Dayjs as D } from 'dayjs';",
        "const a = dayjs(x).format('YYYY-MM-DD HH:mm');",
        'const b = v.toISOString();',
        'const c = new Date(x).toLocaleString();',
        'const d = new Date().getHours();',
        'const e = (12345).toLocaleString();',
        "const f = t('x', { n }).format;",
      ].join('\n'),
    );
    expect(uses).toEqual([
      '1: imports dayjs',
      "3: .format('YYYY-MM-DD HH:mm')",
      '4: .toISOString()',
      '5: new Date(…).toLocaleString()',
      '6: .getHours()',
    ]);
  });

  it('formats, parses and picks times only through beijing-time.ts', { timeout: 60_000 }, () => {
    const files = Object.entries(SOURCES).map(([key, text]) => [underSrc(key), text] as const);
    expect(files.length).toBeGreaterThan(200);
    expect(files.some(([path]) => path === TIME_MODULE)).toBe(true);
    const found = files
      .filter(([path]) => path !== TIME_MODULE && !(path in ALLOWED))
      .flatMap(([path, text]) => directTimeUses(path, text).map((use) => `${path}:${use}`));
    expect(found).toEqual([]);
  });

  it('keeps the allow-list to files that exist', () => {
    const paths = new Set(Object.keys(SOURCES).map(underSrc));
    expect(Object.keys(ALLOWED).filter((path) => !paths.has(path))).toEqual([]);
  });
});
