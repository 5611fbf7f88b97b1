import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/** A form field's name as antd takes it: one key, or a path into nested values. */
export type FieldName = string | number | readonly (string | number)[];

type Props = { name?: unknown; children?: ReactNode };

/** The fields as a flat list: pages may pass some of them grouped in a fragment. */
export const flatFields = (children: ReactNode): ReactNode[] =>
  Children.toArray(children).flatMap((child) =>
    isValidElement(child) && child.type === Fragment
      ? flatFields((child as ReactElement<Props>).props.children)
      : [child],
  );

const isFieldName = (name: unknown): name is FieldName =>
  typeof name === 'string' ||
  typeof name === 'number' ||
  (Array.isArray(name) && name.every((part) => typeof part === 'string' || typeof part === 'number'));

/**
 * The form names one search field holds: its own `name` (a `Form.Item`'s, or a filter component's that
 * takes one), else those of the elements inside it (a field wrapped in a permission check, say). A
 * component that places its `Form.Item` itself and takes no `name` cannot be seen into: such a filter
 * belongs first in the card, where it is never folded.
 */
export const fieldNames = (field: ReactNode): FieldName[] => {
  if (!isValidElement(field)) return [];
  const { name, children } = (field as ReactElement<Props>).props;
  if (isFieldName(name)) return [name];
  return flatFields(children).flatMap(fieldNames);
};

const valueAt = (values: unknown, name: FieldName): unknown =>
  (Array.isArray(name) ? name : [name]).reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object'
        ? (value as Record<string | number, unknown>)[key]
        : undefined,
    values,
  );

/**
 * Whether a filter's value narrows the list: not empty, blank or cleared, and not a range with neither
 * end (a date range picker cleared is `[null, null]`); `false` is a switch left off.
 */
export const holdsValue = (value: unknown): boolean => {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(holdsValue);
  return true;
};

/** Whether any of the named fields holds a value in the form's values. */
export const anyHoldsValue = (values: unknown, names: readonly FieldName[]): boolean =>
  names.some((name) => holdsValue(valueAt(values, name)));
