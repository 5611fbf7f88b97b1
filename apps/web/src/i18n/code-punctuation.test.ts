import { cjkPunctuationIn } from '@podium/contracts';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Components must not write Chinese punctuation around translated parts (`{t('stage')}：`): the English
 * page then reads “Stage：”. They use usePunctuation (or a whole sentence in the namespace files). This
 * walks every string, template and JSX text of the web source outside the namespace files.
 */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../i18n/**', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const relative = (path: string) => path.replace(/^\.\.\//, '');

/** `file: literal` → why the Chinese punctuation is right there. */
const ALLOWED: Readonly<Record<string, string>> = {
  'features/competition/EnrollRulesCard.tsx: ，':
    'a separator of typed input: words typed on a Chinese keyboard are split at “，” too',
  'features/certificate-designer/text-editing.ts: 【':
    'the Chinese brackets of a placeholder on a Chinese certificate (English uses [ ])',
  'features/certificate-designer/text-editing.ts: 】':
    'the Chinese brackets of a placeholder on a Chinese certificate (English uses [ ])',
};

/** Every literal text of a file (strings, template parts, JSX text) with its line; comments are not nodes. */
const literals = (path: string, text: string): { line: number; text: string }[] => {
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    )
      out.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
};

describe('Chinese punctuation in the web source', () => {
  const files = Object.entries(SOURCES);

  it('walks the components', () => expect(files.length).toBeGreaterThan(200));

  // Parsing every source file takes a few seconds on a busy machine.
  it('appears only in the namespace files (and the few allowed places)', { timeout: 60_000 }, () => {
    const used = new Set<string>();
    const hits = files.flatMap(([path, content]) =>
      literals(path, content).flatMap(({ line, text }) =>
        cjkPunctuationIn(text)
          .filter((mark) => {
            const key = `${relative(path)}: ${mark}`;
            if (!ALLOWED[key]) return true;
            used.add(key);
            return false;
          })
          .map((mark) => `${relative(path)}:${line} “${mark}” in ${JSON.stringify(text)}`),
      ),
    );
    expect(hits).toEqual([]);
    expect(Object.keys(ALLOWED).filter((key) => !used.has(key))).toEqual([]);
  });
});
