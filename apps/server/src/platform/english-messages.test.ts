import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { cjkCharactersIn, glossaryMisses } from '@podium/contracts';

/**
 * The server's English texts (messages `{ zh, en }`, seed and settings fields such as `nameEn`) have no
 * Chinese characters or punctuation. Read from the source, so every message table is covered however it
 * is exported. Only literal values an English reader must type or see verbatim stay, with their reason.
 */
const SRC = join(import.meta.dirname, '..');

/** `file: text` → why the Chinese is right there. */
const ALLOWED: Readonly<Record<string, string>> = {};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const isEnglishKey = (name: ts.PropertyName) =>
  (ts.isIdentifier(name) || ts.isStringLiteral(name)) && /^(en|[a-z]\w*En)$/.test(name.text);

/** The literal texts of `en:` / `…En:` properties of a file, with their lines. */
const englishTexts = (path: string) => {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && isEnglishKey(node.name)) {
      const value = node.initializer;
      const line = source.getLineAndCharacterOfPosition(value.getStart()).line + 1;
      if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))
        out.push({ line, text: value.text });
      else if (ts.isTemplateExpression(value))
        out.push({
          line,
          text: [value.head.text, ...value.templateSpans.map((s) => s.literal.text)].join('…'),
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
};

const literalText = (value: ts.Expression): string | undefined =>
  ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)
    ? value.text
    : ts.isTemplateExpression(value)
      ? [value.head.text, ...value.templateSpans.map((s) => s.literal.text)].join('…')
      : undefined;

/**
 * Chinese texts and their English beside them: `{ zh, en }`, `{ x, xEn }` in one object and constants
 * `X` / `X_EN` of one file.
 */
const textPairs = (path: string) => {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: { line: number; zh: string; en: string }[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const constants = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const props = new Map<string, ts.Expression>();
      for (const p of node.properties)
        if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
          props.set(p.name.text, p.initializer);
      for (const [name, value] of props) {
        const englishName = name === 'zh' ? 'en' : `${name}En`;
        const english = props.get(englishName);
        const zh = literalText(value);
        const en = english && literalText(english);
        if (zh !== undefined && en !== undefined) out.push({ line: lineOf(value), zh, en });
      }
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const [name, value] of constants) {
    const english = constants.get(`${name}_EN`);
    const zh = literalText(value);
    const en = english && literalText(english);
    if (zh !== undefined && en !== undefined) out.push({ line: lineOf(value), zh, en });
  }
  return out;
};

describe('English texts of the server', () => {
  const files = sourceFiles(SRC);
  const texts = files.flatMap((path) => englishTexts(path).map((t) => ({ file: relative(SRC, path), ...t })));

  it('are found in the message tables', () => {
    expect(files.some((f) => f.endsWith('.messages.ts'))).toBe(true);
    expect(texts.length).toBeGreaterThan(500);
  });

  it('have no Chinese characters or punctuation', () => {
    const used = new Set<string>();
    const hits = texts
      .filter(({ file, text }) => {
        if (cjkCharactersIn(text).length === 0) return false;
        const key = `${file}: ${text}`;
        if (!ALLOWED[key]) return true;
        used.add(key);
        return false;
      })
      .map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(hits).toEqual([]);
    expect(Object.keys(ALLOWED).filter((key) => !used.has(key))).toEqual([]);
  });

  // Issue 18: 赛项 read "item" in some messages and "event" in others; the seed named the site twice.
  it('use the glossary’s English term wherever the Chinese beside them uses the term', () => {
    const pairs = files.flatMap((path) => textPairs(path).map((p) => ({ file: relative(SRC, path), ...p })));
    expect(pairs.length).toBeGreaterThan(500);
    const misses = pairs.flatMap(({ file, line, zh, en }) =>
      glossaryMisses(zh, en).map((term) => `${file}:${line} ${term}: ${en}`),
    );
    expect(misses).toEqual([]);
  });
});
