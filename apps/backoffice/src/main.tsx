// Entry: theme, language, then render.
import '@fontsource-variable/inter';
import '../../web/src/styles/tokens.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { initI18n } from './lib/i18n.ts';
import { applyTheme, initialTheme } from './lib/theme.ts';

applyTheme(initialTheme());
await initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
