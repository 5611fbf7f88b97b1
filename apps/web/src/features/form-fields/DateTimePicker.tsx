import { DatePicker, type DatePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { DATE_TIME_FORMAT } from '../../i18n/date-formats.ts';

/**
 * How every date-and-time field of a form is picked: minutes, the year always written, and a value typed
 * by keyboard kept as soon as it reads as a date. antd's pickers with a time otherwise wait for "OK" (or
 * Enter) and drop what was typed when focus leaves (`needConfirm`), which loses dates people type in.
 */
const TYPED_DATES_KEPT = {
  showTime: { format: 'HH:mm' },
  format: DATE_TIME_FORMAT,
  needConfirm: false,
} as const;

export const DateTimePicker = (props: Omit<DatePickerProps, 'showTime' | 'format' | 'needConfirm'>) => (
  <DatePicker {...TYPED_DATES_KEPT} {...props} />
);

/** A window (start – end) of a form, either end optional unless the caller says otherwise. */
export const DateTimeRangePicker = (props: Omit<RangePickerProps, 'showTime' | 'format' | 'needConfirm'>) => (
  <DatePicker.RangePicker {...TYPED_DATES_KEPT} allowEmpty={[true, true]} {...props} />
);
