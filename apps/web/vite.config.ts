import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { bundleStats } from './build/bundle-stats.ts';
import { firstLoadManifest } from './build/first-load-manifest.ts';
import { pageMetaManifest } from './build/page-meta-manifest.ts';
import { precompress } from './build/precompress.ts';
import { preloadTrim } from './build/preload-trim.ts';

/**
 * Heavy, rarely-changing vendors get their own long-cached chunks (Vite 8 / Rolldown's successor of
 * `manualChunks`). Pages are split separately through lazy routes.
 */
const vendorGroups = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
  // The libraries only: the texts themselves are one chunk per namespace and language (i18n/namespace-files.ts).
  // dayjs is not here: the first load shows no date, so it loads with the first page that does.
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 10 },
];

const dayjsLocaleModule = fileURLToPath(new URL('./src/i18n/dayjs-locale.ts', import.meta.url));

/**
 * Every `import dayjs from 'dayjs'` outside dayjs itself (ours and antd's) gets `src/i18n/dayjs-locale.ts`: dayjs with its
 * locale set from the app's language, wherever dayjs is first used.
 */
const dayjsWithLocale = (): Plugin => ({
  name: 'podium-dayjs-with-locale',
  enforce: 'pre',
  resolveId(source, importer) {
    // dayjs's own files (its locales `require('dayjs')`) and the wrapper itself get the real module.
    if (source !== 'dayjs' || !importer || importer === dayjsLocaleModule) return null;
    if (/[\\/]node_modules[\\/]dayjs[\\/]/.test(importer)) return null;
    return dayjsLocaleModule;
  },
});

/**
 * antd's `@rc-component/*` helpers ship without `"sideEffects": false`, so one import of a barrel (antd's
 * ConfigProvider imports `FormProvider` from `@rc-component/form`) kept the whole package — the form
 * engine and its validator rode in every page's first load. They register nothing globally; CSS
 * stays side-effectful.
 */
const sideEffectFreePackages = /[\\/]node_modules[\\/]@rc-component[\\/][^\\/]+[\\/](es|lib)[\\/].*\.js$/;

const trim = preloadTrim();

export default defineConfig({
  plugins: [
    trim.plugin,
    dayjsWithLocale(),
    react(),
    bundleStats(),
    pageMetaManifest(),
    firstLoadManifest(),
    precompress(),
  ],
  base: '/',
  server: {
    port: 5173,
    proxy: { '/prod-api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    // Preload lists name only what the importing chunk has not already loaded (build/preload-trim.ts).
    modulePreload: trim.modulePreload,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [{ test: sideEffectFreePackages, sideEffects: false }],
      },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
