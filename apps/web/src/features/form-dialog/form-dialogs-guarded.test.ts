import { posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every dialog or drawer that holds a form asks before discarding what the person typed ("放弃未保存的修改？"):
 * it is a FormDialog or wires useDiscardGuard. This walks every component of the web source and finds the
 * files rendering an antd `<Modal>` or `<Drawer>` together with a `<Form>`; each must use one of the two or
 * be allowed below with the reason it needs no question.
 */
const SOURCES = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** The glob's key (relative to this folder) → the path under src/, as the allow-list names it. */
const underSrc = (key: string) => posix.join('features/form-dialog', key);

/** File → why its form needs no discard question. */
const ALLOWED: Readonly<Record<string, string>> = {
  'features/auth/ConsentField.tsx':
    'the dialog only shows the agreement to read; the consent tick is a field of the sign-up page around it',
};

/** Imports the shared dialog or the guard (a mention in a comment does not count). */
const GUARDED = /from '(\.\.?\/)+(features\/)?form-dialog\/(FormDialog\.tsx|useDiscardGuard\.ts)'/;
/** FormDialog itself is the mechanism. */
const MECHANISM = 'features/form-dialog/FormDialog.tsx';

/**
 * What a file does with antd's dialogs and forms: the JSX tags it renders (`Form.Item` stays `Form.Item`)
 * and whether it makes a form store (`Form.useForm()`, for a form drawn by a child such as an article form).
 */
const usesOf = (path: string, text: string) => {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const tags = new Set<string>();
  let makesForm = false;
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node))
      tags.add(node.tagName.getText(source));
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'Form.useForm') makesForm = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { tags, makesForm };
};

const importsFromAntd = (text: string, name: string) =>
  new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'antd'`).test(text);

/** Files (under src/) rendering an antd Modal or Drawer and holding an antd form. */
const formDialogFiles = (): Map<string, string> =>
  new Map(
    Object.entries(SOURCES)
      .filter(([, text]) => importsFromAntd(text, 'Form'))
      .filter(([, text]) => importsFromAntd(text, 'Modal') || importsFromAntd(text, 'Drawer'))
      .filter(([key, text]) => {
        const { tags, makesForm } = usesOf(key, text);
        const dialog = tags.has('Modal') || tags.has('Drawer');
        return dialog && (tags.has('Form') || tags.has('Form.Item') || makesForm);
      })
      .map(([key, text]): [string, string] => [underSrc(key), text])
      .sort(([a], [b]) => a.localeCompare(b)),
  );

describe('dialogs and drawers holding a form', () => {
  it('walks the components', () => expect(Object.keys(SOURCES).length).toBeGreaterThan(200));

  // Parsing the candidate files takes a moment on a busy machine.
  it(
    'ask before discarding typed input (FormDialog / useDiscardGuard) or say why not',
    { timeout: 60_000 },
    () => {
      const files = formDialogFiles();
      files.delete(MECHANISM);
      // A scan that found nothing would pass: it must at least see the dialogs known to ask.
      expect(files.size).toBeGreaterThan(25);
      const unguarded = [...files]
        .filter(([path, text]) => !ALLOWED[path] && !GUARDED.test(text))
        .map(([path]) => path);
      expect(unguarded).toEqual([]);
      // An allowance outlives its reason when the file no longer holds a form dialog, or now asks anyway.
      const stale = Object.keys(ALLOWED).filter(
        (path) => !files.has(path) || GUARDED.test(files.get(path) ?? ''),
      );
      expect(stale).toEqual([]);
    },
  );
});
