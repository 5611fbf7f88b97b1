import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
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
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|dayjs)[\\/]/, priority: 10 },
];

export default defineConfig({
  plugins: [react(), precompress()],
  base: '/',
  server: {
    port: 5173,
    proxy: { '/prod-api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
