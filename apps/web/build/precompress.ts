// Writes brotli (.br) and gzip (.gz) copies of the built text assets, so the server sends them as they
// are (fastify-static `preCompressed`) instead of compressing on every request. Uses Node's zlib only.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
// Smaller files fit in one packet anyway; a compressed copy would not speed them up.
const MIN_BYTES = 1024;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]),
    ),
  );
  return nested.flat();
};

export const precompressAssets = async (outDir: string) => {
  const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const data = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
    }),
  );
};

/** Vite plugin: precompress the output once the bundle is written (build only). */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'podium-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle: async () => precompressAssets(outDir),
  };
};
