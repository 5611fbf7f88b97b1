import { App, type FormInstance } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { guardedClose } from './discard-guard.ts';

/**
 * The close handler (`close`) of a form dialog or drawer: when the person changed something it asks
 * "放弃未保存的修改？" before calling `onClose`, otherwise it closes at once. Pass the result as the
 * dialog's or drawer's `onCancel`/`onClose` (Escape, ×, mask) and to its Cancel button, `onValuesChange`
 * to the `<Form>`, and `openedFor` — what the dialog is open for (its open flag, its record or id; null,
 * undefined or false while closed): each new opening starts with nothing unsaved. `reset()` is for a form
 * filled anew some other way (after a save that keeps it open).
 *
 * Why `onValuesChange` and not the form's "touched": antd marks a field touched when the page itself fills
 * it (`setFieldsValue` after the record loads), so a form opened a second time, its record already cached,
 * asked on an untouched close; `onValuesChange` fires only for the person's own changes.
 */
export const useDiscardGuard = (
  _form: FormInstance | undefined,
  onClose: () => void,
  openedFor?: unknown,
) => {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const asking = useRef(false);
  const changed = useRef(false);
  const closeNow = () => {
    changed.current = false;
    onClose();
  };
  const close = () =>
    guardedClose({
      isDirty: () => changed.current,
      ask: (discard) => {
        if (asking.current) return;
        asking.current = true;
        modal.confirm({
          title: t('discard.title'),
          content: t('discard.content'),
          okText: t('discard.ok'),
          cancelText: t('discard.keep'),
          okButtonProps: { danger: true },
          onOk: discard,
          afterClose: () => {
            asking.current = false;
          },
        });
      },
      close: closeNow,
    });
  /** For the `<Form>`: the person changed a value. */
  const onValuesChange = useCallback(() => {
    changed.current = true;
  }, []);
  /** The form was filled anew for an opening (or saved): nothing unsaved. */
  const reset = useCallback(() => {
    changed.current = false;
  }, []);
  const isOpen = openedFor !== null && openedFor !== undefined && openedFor !== false;
  useEffect(() => {
    if (isOpen) reset();
  }, [isOpen, openedFor, reset]);
  return { close, onValuesChange, reset };
};
