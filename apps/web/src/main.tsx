import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptTokenFromUrl } from './app/bootstrap.ts';
import { applyLanguage } from './i18n/i18n.ts';
import { loadPreferences } from './storage/preferences.ts';
import './styles/global.css';

// Before the router exists: the guard's first decision must already see a handed-over token.
adoptTokenFromUrl();

// The app's code and the shell's texts in the stored language load side by side; the first render
// waits for both, so it is never painted with raw keys.
const [{ App }] = await Promise.all([import('./app/App.tsx'), applyLanguage(loadPreferences().language)]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
