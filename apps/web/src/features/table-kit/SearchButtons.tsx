import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The "Search" (submits the form) and "Reset" buttons that end every inline search form of the system
 * area. `onReset` clears the form and the URL filters as that page needs.
 */
export const SearchButtons = ({ onReset }: { onReset: () => void }) => {
  const { t } = useTranslation('sysAccess');
  return (
    <>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={onReset}>{t('common.reset')}</Button>
      </Form.Item>
    </>
  );
};
