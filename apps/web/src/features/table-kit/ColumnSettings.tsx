import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readItem, writeItem } from '../../storage/safe-storage.ts';

type KeyedColumn = { key?: React.Key; title?: React.ReactNode };

/**
 * Column settings of a table: which columns show, remembered per table in local storage. Columns
 * need a `key`; those without one (the action column) always show.
 */
export const useColumnSettings = <T,>(storageKey: string, columns: ColumnsType<T>) => {
  const { t } = useTranslation('sysAccess');
  const [hidden, setHidden] = useState<string[]>(() => {
    try {
      const stored = JSON.parse(readItem(`columns:${storageKey}`) ?? '[]') as unknown;
      return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [];
    } catch {
      return [];
    }
  });
  const choosable = (columns as KeyedColumn[]).filter((c) => c.key !== undefined && c.key !== 'actions');
  const update = (next: string[]) => {
    setHidden(next);
    writeItem(`columns:${storageKey}`, JSON.stringify(next));
  };
  const visible = useMemo(
    () => columns.filter((c) => c.key === undefined || !hidden.includes(String(c.key))),
    [columns, hidden],
  );

  const content = (
    <Checkbox.Group
      value={choosable.map((c) => String(c.key)).filter((key) => !hidden.includes(key))}
      onChange={(shown) => update(choosable.map((c) => String(c.key)).filter((key) => !shown.includes(key)))}
    >
      <Space direction="vertical">
        {choosable.map((c) => (
          <Checkbox key={String(c.key)} value={String(c.key)}>
            {c.title}
          </Checkbox>
        ))}
      </Space>
    </Checkbox.Group>
  );
  const trigger = (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Tooltip title={t('common.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('common.columns')} />
      </Tooltip>
    </Popover>
  );
  return { columns: visible, trigger };
};
