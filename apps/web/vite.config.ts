import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';
import { classicScript } from './classic-script.js';
import { serviceWorker } from './sw-plugin.js';

// base './': every URL in the build is relative, so the site works from any folder of any static host.
export default defineConfig({
  base: './',
  plugins: [vue(), classicScript(), serviceWorker()],
  build: { target: 'es2022', modulePreload: false, sourcemap: false, reportCompressedSize: false },
});
