import { Card, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { SearchButtons } from './SearchButtons.tsx';

type SearchCardProps<V> = {
  form: FormInstance<V>;
  onFinish: (values: V) => void;
  /** Clears the form and the URL filters as the page needs (some keep a tree choice). */
  onReset: () => void;
  /** The filter fields, in a row. */
  children: ReactNode;
};

/** The search card above a system list: inline filter fields, then "Search" and "Reset". */
export const SearchCard = <V,>({ form, onFinish, onReset, children }: SearchCardProps<V>) => (
  <Card variant="borderless" className="sys-search">
    <Form name="search-card" form={form} layout="inline" onFinish={onFinish}>
      {children}
      <SearchButtons onReset={onReset} />
    </Form>
  </Card>
);
