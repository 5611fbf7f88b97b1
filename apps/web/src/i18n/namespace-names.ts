/**
 * A namespace lives in the kebab-case file of its name (`certificateDesigner` →
 * `certificate-designer.ts`); these older ones predate the rule and keep their callers' names.
 * Plain functions without `import.meta.glob`, so the build (build/first-load-manifest.ts) can use them too.
 */
const FILE_NAMES: Readonly<Record<string, string>> = {
  sysAccess: 'system-access',
  sysUser: 'system-user',
  signUpAdmin: 'signup-admin',
};

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The glob key of a namespace's file in one language, e.g. `./en/signup-admin.ts`. */
export const namespaceFile = (language: string, namespace: string): string =>
  `./${language}/${FILE_NAMES[namespace] ?? kebab(namespace)}.ts`;
