import { ApartmentOutlined, BankOutlined } from '@ant-design/icons';
import type { UserOptions } from '@podium/contracts';
import { Empty, Input, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the tree selects: a group (with its subordinates) or one department. */
export type OrgFilter = { groupId?: string; deptId?: string };

type OrgTreeProps = {
  options?: UserOptions;
  loading: boolean;
  value: OrgFilter;
  onChange: (filter: OrgFilter) => void;
};

const buildTree = (options: UserOptions, keyword: string): DataNode[] => {
  const match = (name: string) => !keyword || name.toLowerCase().includes(keyword.toLowerCase());
  const depts = (groupId: string, parentId: string | null): DataNode[] =>
    options.departments
      .filter((d) => d.groupId === groupId && d.parentId === parentId)
      .map((d) => ({
        key: `d:${d.deptId}`,
        title: d.name,
        icon: <ApartmentOutlined />,
        children: depts(groupId, d.deptId),
      }))
      .filter((n) => match(String(n.title)) || (n.children?.length ?? 0) > 0);
  const groups = (parentId: string | null): DataNode[] =>
    options.groups
      .filter((g) => g.parentId === parentId)
      .map((g) => ({
        key: `g:${g.groupId}`,
        title: g.name,
        icon: <BankOutlined />,
        children: [...depts(g.groupId, null), ...groups(g.groupId)],
      }))
      .filter((n) => match(String(n.title)) || (n.children?.length ?? 0) > 0);
  return groups(null);
};

/** Left-hand filter of the user page: organisations in reach, their departments beneath them. */
export const OrgTree = ({ options, loading, value, onChange }: OrgTreeProps) => {
  const { t } = useTranslation('sysUser');
  const [keyword, setKeyword] = useState('');
  const tree = useMemo(() => (options ? buildTree(options, keyword.trim()) : []), [options, keyword]);
  const selected = value.deptId ? `d:${value.deptId}` : value.groupId ? `g:${value.groupId}` : undefined;
  return (
    <div className="user-org-tree">
      <Input.Search
        allowClear
        placeholder={t('tree.search')}
        onChange={(e) => setKeyword(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Spin spinning={loading}>
        {tree.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Tree
            showIcon
            blockNode
            defaultExpandAll
            key={keyword ? `search:${keyword}` : `tree:${tree.length}`}
            treeData={tree}
            selectedKeys={selected ? [selected] : []}
            onSelect={(keys) => {
              const key = String(keys[0] ?? '');
              if (!key) onChange({});
              else if (key.startsWith('d:')) onChange({ deptId: key.slice(2) });
              else onChange({ groupId: key.slice(2) });
            }}
          />
        )}
      </Spin>
    </div>
  );
};
