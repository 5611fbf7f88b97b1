import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../permission/Permission.tsx';

type AddButtonProps = { permission: readonly string[]; onClick: () => void; children?: ReactNode };

/** The primary "+ Add" of a list toolbar, shown only to users with `permission`; the system area's "Add" unless `children` names it. */
export const AddButton = ({ permission, onClick, children }: AddButtonProps) => {
  const { t } = useTranslation('sysAccess');
  return (
    <Permission list={permission}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
        {children ?? t('common.add')}
      </Button>
    </Permission>
  );
};
