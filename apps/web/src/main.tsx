import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HOME_NAMESPACES, isHomePath } from './app/first-load.ts';
import { scheduleFirstPaintBackstop } from './features/home/first-paint.ts';
import { applyLanguage, preloadNamespaces } from './i18n/i18n.ts';
import { hasAccessToken } from './storage/auth-storage.ts';
import { loadPreferences } from './storage/preferences.ts';
import './styles/global.css';

// Before the router exists: the guard's first decision must already see a handed-over session. A
// `?token=` is dropped unread (login CSRF); a `?handover=` code is exchanged, or awaits the person's yes.
// Only a visit carrying one of them loads this and waits for it.
if (/[?&](handover|token)=/.test(window.location.search))
  await import('./features/auth/handover.ts').then((m) => m.resolveHandover());

// Most visits start on the homepage (`/` and `/home` lead there). Its page chunk and texts, and the
// website settings its banner paints from, start loading now, beside the app's code, instead of one
// round trip later when the router has started and the shell has rendered (docs/benchmarks.md).
if (isHomePath(window.location.pathname)) {
  void import('./pages/portal/home/HomePage.tsx');
  void preloadNamespaces(HOME_NAMESPACES);
}
scheduleFirstPaintBackstop();
void import('./features/website/website-api.ts').then((m) => m.prefetchSiteSettings());
// A signed-in visit needs the user and the menu before any guarded page shows: ask for them now, beside
// the app's code, instead of after the router's first render (the guard then finds them loading or ready).
if (hasAccessToken()) void import('./features/auth/session-store.ts').then((m) => m.ensureSession());

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
