// Compiles the server to plain JavaScript in dist/ (no TypeScript loader at run time): one ES module
// bundle per entry point, with our own code and the workspace packages (TypeScript sources) inlined
// and every npm package left to node_modules (native addons, wasm files and their own path lookups
// keep working). The worker threads sit beside main.js, where `new URL('./x-worker.mjs', import.meta.url)`
// finds them. Run by `npm run build`; takes about a second.
import { build } from 'esbuild';

const here = import.meta.dirname;
const started = Date.now();
await build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    'migrate-cli': 'src/db/migrate-cli.ts',
    'backup-cli': 'src/db/backup-cli.ts',
    'render-worker': 'src/modules/certificates/render/render-worker.mjs',
    'sheet-worker': 'src/platform/sheet-worker.mjs',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      // npm packages stay external; @podium/* are workspace sources in TypeScript and must be compiled in.
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@podium/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
process.stdout.write(`server built into apps/server/dist in ${Date.now() - started} ms\n`);
