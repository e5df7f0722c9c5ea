import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { convertPxValue } from './src/lib/sizing.ts';

/**
 * Mobile stylesheets (`*.mobile.css`) are written in px of the 750-wide design (docs/seed-spec.md
 * S9.14); this PostCSS plugin turns those lengths into vw so the layout scales with the phone.
 * Every other stylesheet is left alone.
 */
const pxToVwPlugin = {
  postcssPlugin: 'talih-px-to-vw',
  Once(root: {
    source?: { input?: { file?: string } };
    walkDecls: (cb: (d: Decl) => void) => void;
  }) {
    const file = root.source?.input?.file ?? '';
    if (!file.endsWith('.mobile.css')) return;
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--') && !decl.value.includes('px')) return;
      decl.value = convertPxValue(decl.value, decl.prop === 'font-size');
    });
  },
};
interface Decl {
  prop: string;
  value: string;
}

export default defineConfig({
  plugins: [react()],
  css: { postcss: { plugins: [pxToVwPlugin] } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173 },
  // The manifest lets scripts/first-screen-js.ts sum what the home's first screen downloads.
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
