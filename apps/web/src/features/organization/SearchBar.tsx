import { Form, type FormInstance } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { SearchCard } from '../table-kit/SearchCard.tsx';

type Props<V> = { values: V; onSearch: (values: V) => void; children: ReactNode; form?: FormInstance<V> };

/** The table kit's search card, its fields following `values` (the URL filters, via useListParams). */
export const SearchBar = <V extends object>({ values, onSearch, children, form: external }: Props<V>) => {
  const [own] = Form.useForm<V>();
  const form = external ?? own;
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [values, form]);
  return (
    <SearchCard<V>
      form={form}
      onFinish={onSearch}
      onReset={() => {
        form.resetFields();
        onSearch({} as V);
      }}
    >
      {children}
    </SearchCard>
  );
};
