import { useEffect, useMemo, useState, type Dispatch } from 'react';
import type { TextElement } from '@podium/certificate';
import { createChangeWatcher } from './change-watcher.ts';
import { updateOne, type DesignerAction } from './designer-state.ts';
import { patchForText } from './text-editing.ts';

type Typed = { element: TextElement; text: string };

/**
 * The text being typed into a box: shown in the field at once, laid out on the canvas after the
 * rich-text debounce (50 ms by default), recorded as one undo step when the field loses focus.
 * Outside typing the field shows the design's text, so undo and redo show through.
 */
export const useTextDraft = (
  element: TextElement,
  dispatch: Dispatch<DesignerAction>,
  debounceMs?: number,
) => {
  const [draft, setDraft] = useState<string | null>(null);
  const watcher = useMemo(
    () =>
      createChangeWatcher<Typed>(({ element: target, text }) => {
        dispatch({ type: 'preview', update: (doc) => updateOne(doc, target.id, patchForText(target, text)) });
      }, debounceMs),
    [dispatch, debounceMs],
  );
  useEffect(() => () => watcher.flush(), [watcher]);

  return {
    value: draft ?? element.contentText,
    onChange: (text: string) => {
      setDraft(text);
      watcher.push({ element, text });
    },
    onBlur: () => {
      watcher.flush();
      setDraft(null);
      dispatch({ type: 'commit' });
    },
  };
};
