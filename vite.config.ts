import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { adminRecipes } from './scripts/adminRecipes.ts';
import { precompress } from './scripts/precompress.ts';

export default defineConfig({
  plugins: [react(), precompress(), adminRecipes()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:5000', ws: true }, '/uploads': 'http://localhost:5000' },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
  },
});
