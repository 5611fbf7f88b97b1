import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptTokenFromUrl } from './app/bootstrap.ts';
import { applyLanguage } from './i18n/i18n.ts';
import { loadPreferences } from './storage/preferences.ts';
import './styles/global.css';

// Before the router exists: the guard's first decision must already see a handed-over token.
adoptTokenFromUrl();
applyLanguage(loadPreferences().language);

const { App } = await import('./app/App.tsx');

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
