import { App, type FormInstance } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { guardedClose } from './discard-guard.ts';

/**
 * The close handler of a form dialog or drawer: when the form has input the person touched it asks
 * "放弃未保存的修改？" before calling `onClose`, otherwise it closes at once. Pass the result as the
 * dialog's or drawer's `onCancel`/`onClose` (Escape, ×, mask) and to its Cancel button. One question at
 * a time: a second Escape while asking does not stack a second question.
 */
export const useDiscardGuard = (form: FormInstance | undefined, onClose: () => void) => {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const asking = useRef(false);
  return () =>
    guardedClose({
      isDirty: () => form?.isFieldsTouched() ?? false,
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
      close: onClose,
    });
};
