// The studio's browser client: two pages (play, verify) built from client/ into dist/, served
// by the studio plugin under /studio. Plain TypeScript and CSS; nothing inline, for the CSP.
import { defineConfig } from 'vite';

const here = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

export default defineConfig({
  root: here('./client/'),
  base: '/studio/',
  build: {
    outDir: here('./dist/'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Keep every asset a file: no data: URLs inlined into scripts or styles.
    assetsInlineLimit: 0,
    rollupOptions: {
      input: {
        play: here('./client/play.html'),
        verify: here('./client/verify.html'),
      },
    },
  },
});
