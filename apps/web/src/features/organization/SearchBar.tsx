import { Button, Card, Form, Space, type FormInstance } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props<V> = { values: V; onSearch: (values: V) => void; children: ReactNode; form?: FormInstance<V> };

/** The search form above a list: fields in a row, search and reset; values live in the URL (useListParams). */
export const SearchBar = <V extends object>({ values, onSearch, children, form: external }: Props<V>) => {
  const { t } = useTranslation('organization');
  const [own] = Form.useForm<V>();
  const form = external ?? own;
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [values, form]);
  return (
    <Card size="small" className="org-search">
      <Form name="search-bar" form={form} layout="inline" onFinish={onSearch}>
        {children}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({} as V);
              }}
            >
              {t('common.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
};
