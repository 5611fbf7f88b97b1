import { useEffect, useRef, useState } from 'react';
import type { Design } from '@podium/certificate';

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'error';

/** Autosave waits this long after the last finished change, so a burst of edits is one request. */
export const AUTOSAVE_DELAY_MS = 1200;

/**
 * Saves the design a moment after each finished change (never in the middle of a drag or of typing:
 * `pending` is the change in progress). `save` returns when the server has it.
 */
export const useAutosave = (
  design: Design,
  revision: number,
  pending: boolean,
  save: (design: Design) => Promise<void>,
) => {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const savedRevision = useRef(revision);
  const saveRef = useRef(save);
  const latest = useRef({ design, revision });
  useEffect(() => {
    saveRef.current = save;
    latest.current = { design, revision };
  });

  const saveNow = async () => {
    const { design: doc, revision: rev } = latest.current;
    setStatus('saving');
    try {
      await saveRef.current(doc);
      savedRevision.current = rev;
      setStatus(latest.current.revision === rev ? 'saved' : 'unsaved');
    } catch {
      setStatus('error');
    }
  };

  useEffect(() => {
    if (revision === savedRevision.current) return;
    setStatus((s) => (s === 'saving' ? s : 'unsaved'));
    if (pending) return;
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // saveNow reads the latest values through refs.
  }, [revision, pending]);

  return { status, saveNow };
};
