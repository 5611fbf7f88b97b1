import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import {
  isFeedbackHostWanted,
  requestFeedbackHost,
  subscribeFeedbackHost,
} from '../features/feedback/feedback-bridge.ts';

const FeedbackHost = lazy(() => import('./FeedbackHost.tsx').then((m) => ({ default: m.FeedbackHost })));

/** Input that suggests a toast or dialog may follow soon: load the host then, before anyone waits. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Mounts antd's feedback host once it is wanted: at the first `getMessage()` / `getModal()` /
 * `App.useApp()` call, or at the visitor's first interaction (so the first toast after a click does not
 * wait for the chunk). A visitor who only reads never downloads it.
 */
export const FeedbackHostSlot = () => {
  const isWanted = useSyncExternalStore(subscribeFeedbackHost, isFeedbackHostWanted);
  useEffect(() => {
    if (isWanted) return;
    const want = () => requestFeedbackHost();
    for (const type of FIRST_INTERACTION) window.addEventListener(type, want, { once: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, want);
    };
  }, [isWanted]);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  );
};
