import type { ComponentType } from 'react';
import { lazyComingSoon, lazyWorkbench } from './lazy-pages.ts';

type PageLoader = () => Promise<{ Component: ComponentType }>;

/**
 * Server menu `component` strings → page modules. Later issues add their pages here; anything not
 * registered yet renders "coming soon" inside the desk shell.
 */
const registry: Readonly<Record<string, PageLoader>> = {
  'dashboard/index': lazyWorkbench,
  'dashboard/workbench/index': lazyWorkbench,
};

const normalise = (component: string): string =>
  component
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(vue|tsx?)$/, '');

/** Spec §2: /dashboard is the workbench whatever component the server names. */
export const pageLoaderFor = (component: string, path: string): PageLoader => {
  if (path === '/dashboard') return lazyWorkbench;
  return registry[normalise(component)] ?? lazyComingSoon;
};
