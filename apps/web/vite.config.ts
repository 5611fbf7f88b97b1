import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bundleStats } from './build/bundle-stats.ts';
import { precompress } from './build/precompress.ts';

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
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|dayjs)[\\/]/, priority: 10 },
];

/**
 * antd's `@rc-component/*` helpers ship without `"sideEffects": false`, so one import of a barrel (antd's
 * ConfigProvider imports `FormProvider` from `@rc-component/form`) kept the whole package — the form
 * engine and its validator rode in every page's first load. They register nothing globally; CSS
 * stays side-effectful.
 */
const sideEffectFreePackages = /[\\/]node_modules[\\/]@rc-component[\\/][^\\/]+[\\/](es|lib)[\\/].*\.js$/;

export default defineConfig({
  plugins: [react(), bundleStats(), precompress()],
  base: '/',
  server: {
    port: 5173,
    proxy: { '/prod-api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [{ test: sideEffectFreePackages, sideEffects: false }],
      },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
