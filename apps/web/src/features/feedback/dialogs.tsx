import type { ReactNode } from 'react';
import { i18n } from '../../i18n/i18n.ts';
import { getModal } from './feedback-bridge.ts';
import { PromptField } from './PromptField.tsx';
import { validatePromptValue, type PromptRules } from './prompt-rules.ts';

type AlertOptions = { title?: ReactNode; content: ReactNode };

/** Spec §5: an alert must be acknowledged — Escape and clicks outside do not dismiss it. */
export const showAlert = ({ title, content }: AlertOptions): Promise<void> =>
  new Promise((resolve) => {
    getModal().info({
      title: title ?? i18n.t('common:prompt.title'),
      content,
      okText: i18n.t('common:ok'),
      keyboard: false,
      mask: { closable: false },
      onOk: () => resolve(),
    });
  });

type PromptOptions = PromptRules & {
  title?: ReactNode;
  label: string;
  placeholder?: string;
  initialValue?: string;
};

/**
 * Spec §5 prompt: resolves with the entered text, or null when cancelled. A failing pattern or
 * validator shows the custom message or "输入的数据不合法!" and keeps the dialog open.
 */
export const showPrompt = ({
  title,
  label,
  placeholder,
  initialValue,
  ...rules
}: PromptOptions): Promise<string | null> =>
  new Promise((resolve) => {
    // The dialog owns the current value and the field's error setter; the field reports into it.
    const state = { value: initialValue ?? '', setError: (_message: string | null) => {} };
    getModal().confirm({
      title: title ?? i18n.t('common:prompt.title'),
      icon: null,
      content: (
        <PromptField
          label={label}
          placeholder={placeholder}
          initialValue={initialValue}
          onValueChange={(value) => {
            state.value = value;
          }}
          bindError={(setError) => {
            state.setError = setError;
          }}
        />
      ),
      okText: i18n.t('common:ok'),
      cancelText: i18n.t('common:cancel'),
      // Taking `close` tells antd not to close by itself, so an invalid value keeps the dialog open.
      onOk: (close: () => void) => {
        const error = validatePromptValue(state.value, rules, i18n.t('common:prompt.invalid'));
        if (error) {
          state.setError(error);
          return;
        }
        close();
        resolve(state.value);
      },
      onCancel: () => resolve(null),
    });
  });
