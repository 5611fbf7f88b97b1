import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** "All / Enabled / Disabled" filter of a system list ('1' / '0' in the URL); Form.Item feeds value and onChange. */
export const StatusSelect = (props: SelectProps<string>) => {
  const { t } = useTranslation('sysAccess');
  return (
    <Select
      allowClear
      style={{ width: 120 }}
      placeholder={t('common.all')}
      options={[
        { value: '1', label: t('common.enabled') },
        { value: '0', label: t('common.disabled') },
      ]}
      {...props}
    />
  );
};
