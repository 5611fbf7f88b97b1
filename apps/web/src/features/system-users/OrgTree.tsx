import { ApartmentOutlined, BankOutlined } from '@ant-design/icons';
import type { UserOptions } from '@podium/contracts';
import { Empty, Input, Spin, Tree, TreeSelect } from 'antd';
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

/** The tree's key of a choice (`g:` a group, `d:` a department), and back. */
const keyOf = (value: OrgFilter) =>
  value.deptId ? `d:${value.deptId}` : value.groupId ? `g:${value.groupId}` : undefined;
const filterOf = (key: string | undefined): OrgFilter =>
  !key ? {} : key.startsWith('d:') ? { deptId: key.slice(2) } : { groupId: key.slice(2) };

type SelectNode = { value: string; title: string; icon: DataNode['icon']; children: SelectNode[] };
const toSelectNodes = (nodes: DataNode[]): SelectNode[] =>
  nodes.map((n) => ({
    value: String(n.key),
    title: String(n.title),
    icon: n.icon,
    children: toSelectNodes(n.children ?? []),
  }));

/**
 * The same choice on a narrow screen, where the tree would fill the first screen above the list: one
 * select holding the tree (searchable), above the filters.
 */
export const OrgSelect = ({ options, loading, value, onChange }: OrgTreeProps) => {
  const { t } = useTranslation('sysUser');
  const tree = useMemo(() => (options ? toSelectNodes(buildTree(options, '')) : []), [options]);
  return (
    <TreeSelect
      className="user-org-select"
      aria-label={t('tree.title')}
      value={keyOf(value)}
      onChange={(key?: string) => onChange(filterOf(key))}
      treeData={tree}
      loading={loading}
      placeholder={t('tree.all')}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeIcon
      treeDefaultExpandAll
      style={{ width: '100%' }}
    />
  );
};

/** Left-hand filter of the user page: organisations in reach, their departments beneath them. */
export const OrgTree = ({ options, loading, value, onChange }: OrgTreeProps) => {
  const { t } = useTranslation('sysUser');
  const [keyword, setKeyword] = useState('');
  const tree = useMemo(() => (options ? buildTree(options, keyword.trim()) : []), [options, keyword]);
  const selected = keyOf(value);
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
            onSelect={(keys) => onChange(filterOf(String(keys[0] ?? '')))}
          />
        )}
      </Spin>
    </div>
  );
};
