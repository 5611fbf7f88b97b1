export type BuildTarget = { name: string; script: string; output: string; inputs: string[] };
export declare const newestMtime: (path: string) => number;
export declare const targets: (root: string) => BuildTarget[];
export declare const buildPlan: (root: string) => (BuildTarget & { why: string })[];
