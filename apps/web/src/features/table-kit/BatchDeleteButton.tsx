import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../permission/Permission.tsx';

type BatchDeleteButtonProps = { permission: readonly string[]; count: number; onConfirm: () => void };

/** "Delete selected (n)" of a system list toolbar: appears once rows are ticked, asks before deleting them. */
export const BatchDeleteButton = ({ permission, count, onConfirm }: BatchDeleteButtonProps) => {
  const { t } = useTranslation('sysAccess');
  if (count === 0) return null;
  return (
    <Permission list={permission}>
      <Popconfirm
        title={t('common.batchDeleteConfirm', { count })}
        okButtonProps={{ danger: true }}
        onConfirm={onConfirm}
      >
        <Button danger>
          {t('common.batchDelete')} ({count})
        </Button>
      </Popconfirm>
    </Permission>
  );
};
