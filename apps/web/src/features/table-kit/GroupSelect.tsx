import { GroupApi, type GroupOption } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../../api/client.ts';

type TreeItem = { value: string; title: string; children: TreeItem[] };

const toTree = (options: GroupOption[]): TreeItem[] => {
  const ids = new Set(options.map((o) => o.groupId));
  const build = (parentId: string): TreeItem[] =>
    options
      .filter((o) => (parentId ? o.parentId === parentId : !ids.has(o.parentId)))
      .map((o) => ({ value: o.groupId, title: o.name, children: build(o.groupId) }));
  return build('');
};

export const useGroupOptions = () =>
  useQuery({
    queryKey: ['organization', 'options'],
    queryFn: () => get<GroupOption[]>(GroupApi.options),
    staleTime: 60_000,
  });

type GroupSelectProps = {
  value?: string;
  onChange?: (groupId: string) => void;
  allowClear?: boolean;
  style?: React.CSSProperties;
};

/** The organisations within the caller's reach, as a tree to pick one from. */
export const GroupSelect = ({ value, onChange, allowClear, style }: GroupSelectProps) => {
  const { t } = useTranslation('sysAccess');
  const { data = [], isLoading } = useGroupOptions();
  const tree = useMemo(() => toTree(data), [data]);
  return (
    <TreeSelect
      value={value}
      onChange={onChange}
      treeData={tree}
      loading={isLoading}
      placeholder={t('common.chooseGroup')}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      allowClear={allowClear}
      style={{ minWidth: 240, ...style }}
      aria-label={t('common.group')}
    />
  );
};
