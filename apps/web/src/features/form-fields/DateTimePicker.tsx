import { App, DatePicker, type DatePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { useRef, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTypedDateTime, TYPED_DATE_TIME_FORMATS } from './typed-dates.ts';

/**
 * How every date-and-time field of a form is picked: minutes, the year always written, and a value typed
 * by keyboard kept as soon as it reads as a date. antd's pickers with a time otherwise wait for "OK" (or
 * Enter) and drop what was typed when focus leaves (`needConfirm`), which loses dates people type in.
 * Typed text is read in the display format and the obvious others (seconds, slashes: typed-dates.ts);
 * text that still reads as no date is named in a warning when focus leaves, never dropped in silence.
 */
const TYPED_DATES_KEPT = {
  showTime: { format: 'HH:mm' },
  format: [...TYPED_DATE_TIME_FORMATS] as string[],
  needConfirm: false as const,
};

/**
 * Warns when a picker's input is left holding typed text no format reads (the picker then shows its
 * previous value again). The typed text is kept as it is typed: by the time focus leaves, the picker has
 * already put its previous value back. A click in the picker or its calendar replaces what was typed.
 * `display: contents` keeps the wrapper out of the layout.
 */
const UnreadableTextWarning = ({ children }: { children: ReactNode }) => {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const typed = useRef<string | null>(null);
  const onInput = (event: FormEvent<HTMLElement>) => {
    if (event.target instanceof HTMLInputElement) typed.current = event.target.value;
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    const text = typed.current?.trim();
    typed.current = null;
    if (text && !parseTypedDateTime(text))
      void message.warning(t('dateUnreadable', { text, example: '2026-12-20 23:59' }));
  };
  return (
    <span
      style={{ display: 'contents' }}
      onInput={onInput}
      onBlur={onBlur}
      onMouseDown={() => (typed.current = null)}
    >
      {children}
    </span>
  );
};

export const DateTimePicker = (props: Omit<DatePickerProps, 'showTime' | 'format' | 'needConfirm'>) => (
  <UnreadableTextWarning>
    <DatePicker {...TYPED_DATES_KEPT} {...props} />
  </UnreadableTextWarning>
);

/** A window (start – end) of a form, either end optional unless the caller says otherwise. */
export const DateTimeRangePicker = (props: Omit<RangePickerProps, 'showTime' | 'format' | 'needConfirm'>) => (
  <UnreadableTextWarning>
    <DatePicker.RangePicker {...TYPED_DATES_KEPT} allowEmpty={[true, true]} {...props} />
  </UnreadableTextWarning>
);
