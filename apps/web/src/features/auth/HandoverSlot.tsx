import { lazy, Suspense, useState } from 'react';
import { hasHandoverNotice } from './handover-notice-key.ts';
import { usePendingHandover } from './handover-store.ts';

const HandoverDialogs = lazy(() =>
  import('./HandoverDialogs.tsx').then((m) => ({ default: m.HandoverDialogs })),
);

/** The hand-over question and notice load only for a visit that needs them (a link, or just after one). */
export const HandoverSlot = () => {
  const pending = usePendingHandover();
  // Latched for this page load: the dialogs take the notice out of storage once they show it.
  const [hasNotice] = useState(hasHandoverNotice);
  if (!pending && !hasNotice) return null;
  return (
    <Suspense fallback={null}>
      <HandoverDialogs />
    </Suspense>
  );
};
