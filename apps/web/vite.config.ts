import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { convertPxValue } from './src/lib/sizing.ts';
import { firstScreenModules } from './first-screen-modules.ts';

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

/** The modules the home's first screen runs: the entry, the mobile routes and the home page. */
const firstScreen = firstScreenModules(
  /apps[\\/]web[\\/](src[\\/]main\.tsx|src[\\/]app[\\/]mobile-routes\.tsx|src[\\/]features[\\/]home[\\/]HomePage\.tsx)$/,
);
const onFirstScreen = (pattern: RegExp) => (id: string) => firstScreen.has(id) && pattern.test(id);

/**
 * The home's first screen used to arrive as about 70 small files (each library module and each
 * icon its own chunk): on a phone's connection every file costs a round trip, six at a time, so
 * the page waited on the count more than on the bytes. What the first screen runs is
 * four chunks: its libraries, its icons, the app's helpers and the lobby's parts; the pages stay
 * lazy chunks of their own. Only what the first screen runs goes in (first-screen-modules.ts):
 * the icons, helpers and library parts that only other pages use stay out of its download.
 */
const CHUNK_GROUPS = [
  {
    name: 'vendor',
    test: onFirstScreen(/node_modules[\\/](?!lucide-react[\\/])/),
    priority: 2,
  },
  { name: 'icons', test: onFirstScreen(/node_modules[\\/]lucide-react[\\/]/), priority: 1 },
  // The other pages' icons: one chunk too, else each icon two pages share is a file of its own.
  { name: 'more-icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 0 },
  // The app's helpers and the lobby's parts that the first screen runs.
  {
    name: 'core',
    test: onFirstScreen(/apps[\\/]web[\\/]src[\\/](lib|components[\\/]ui)[\\/]/),
    priority: 1,
  },
  {
    name: 'lobby',
    test: onFirstScreen(/apps[\\/]web[\\/]src[\\/]features[\\/]games[\\/]/),
    priority: 1,
  },
];

/**
 * index.html preloads the Turkish language file (src/lib/i18n.ts fetches it): the default
 * language arrives beside the JavaScript instead of after it has run.
 */
const preloadDefaultLanguage: Plugin = {
  name: 'talih-preload-default-language',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const file = Object.values(ctx.bundle ?? {}).find(
        (f) => f.type === 'asset' && f.originalFileNames.some((n) => n.endsWith('locales/tk.json')),
      );
      if (!file) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file.fileName}`, as: 'fetch', crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  },
};

export default defineConfig({
  plugins: [react(), preloadDefaultLanguage, firstScreen.plugin],
  css: { postcss: { plugins: [pxToVwPlugin] } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173 },
  // The manifest lets scripts/first-screen-js.ts sum what the home's first screen downloads.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
});
