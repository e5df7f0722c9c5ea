// The back-office: built into dist and served by the server on BACKOFFICE_PORT. In development
// Vite serves it on :5174 and forwards staff calls to the back-office port, so the session
// cookie stays same-origin (SameSite=Strict).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const target = process.env.VITE_BACKOFFICE_API ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
  server: { port: 5174, strictPort: true, proxy: { '/bo/api': { target, changeOrigin: false } } },
  preview: { port: 4174 },
  build: { target: 'es2022', sourcemap: false },
});
