import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../permission/Permission.tsx';
import { usePermission } from '../permission/usePermission.ts';

type ActionLinkProps = { permission: readonly string[]; onClick: () => void; children: ReactNode };

/** A small link button in a row's action column, shown only to users with `permission`. */
export const ActionLink = ({ permission, onClick, children }: ActionLinkProps) => (
  <Permission list={permission}>
    <Button type="link" size="small" onClick={onClick}>
      {children}
    </Button>
  </Permission>
);

/** The row's "Edit" link (system area wording unless `children` names it). */
export const EditAction = ({
  children,
  ...props
}: Omit<ActionLinkProps, 'children'> & { children?: ReactNode }) => {
  const { t } = useTranslation('sysAccess');
  return <ActionLink {...props}>{children ?? t('common.edit')}</ActionLink>;
};

type DeleteActionProps = {
  permission: readonly string[];
  /** The confirmation question, naming the row. */
  title: ReactNode;
  onConfirm: () => void;
  /** The link text; the system area's "Delete" by default. */
  children?: ReactNode;
  /** Whether the confirmation's OK button is red (the system pages' convention; the organisation pages keep a plain one). */
  okDanger?: boolean;
};

/** The row's red "Delete" link: asks first, then deletes; shown only to users with `permission`. */
export const DeleteAction = ({
  permission,
  title,
  onConfirm,
  children,
  okDanger = true,
}: DeleteActionProps) => {
  const { t } = useTranslation('sysAccess');
  return (
    <Permission list={permission}>
      <Popconfirm title={title} okButtonProps={okDanger ? { danger: true } : undefined} onConfirm={onConfirm}>
        <Button type="link" size="small" danger>
          {children ?? t('common.delete')}
        </Button>
      </Popconfirm>
    </Permission>
  );
};

/** The action cell of every list: its links side by side, evenly spaced, on one line. */
export const RowActions = ({ children }: { children: ReactNode }) => (
  <Space size={0} className="row-actions">
    {children}
  </Space>
);

/** An action of a row's 更多 menu, shown only to users with `permission` (when given). */
export type MoreAction = {
  key: string;
  label: ReactNode;
  onClick: () => void;
  danger?: boolean;
  permission?: readonly string[];
};

/**
 * The row's 更多 (More) menu: the actions a row offers besides its primary ones, so that the action cell
 * keeps to one line in Chinese and English at desktop widths. Nothing when none is allowed; an action that
 * needs a confirmation asks for it itself (a modal: a Popconfirm cannot anchor to a closed menu).
 */
export const MoreActions = ({ items }: { items: MoreAction[] }) => {
  const { t } = useTranslation('common');
  const can = usePermission();
  const shown = items.filter((item) => !item.permission || can(item.permission));
  if (shown.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: shown.map(({ key, label, danger }) => ({ key, label, danger })),
        onClick: ({ key }) => shown.find((item) => item.key === key)?.onClick(),
      }}
    >
      <Button type="link" size="small" className="row-actions-more">
        {t('rowMore')} <DownOutlined />
      </Button>
    </Dropdown>
  );
};
