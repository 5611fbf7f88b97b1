import type { GroupNode, GroupRow } from '@podium/contracts';
import { Alert, Form, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { groupApi } from './organization-api.ts';
import { toTreeOptions } from './group-tree.ts';
import { useOrgMutation } from './useOrgMutation.ts';

type Props = { group: GroupRow | null; tree: GroupNode[]; onClose: () => void };

/** Moves a group with its subtree; targets inside the subtree itself are disabled. */
export const GroupMoveModal = ({ group, tree, onClose }: Props) => {
  const { t } = useTranslation('organization');
  const move = useOrgMutation((body: { groupId: string; parentId: string }) => groupApi.move(body), 'moved');
  return (
    <FormDialog<{ parentId: string }>
      open={group !== null}
      recordKey={group?.groupId ?? null}
      title={group ? t('group.moveTitle', { name: group.name }) : ''}
      onClose={onClose}
      onSubmit={(values, groupId) => move.mutateAsync({ groupId: groupId ?? '', parentId: values.parentId })}
    >
      <Alert type="info" showIcon title={t('group.moveHint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="parentId"
        label={t('group.moveTarget')}
        rules={[{ required: true, message: t('common.chooseRequired', { field: t('group.moveTarget') }) }]}
      >
        <TreeSelect
          treeData={toTreeOptions(tree, group?.groupId)}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
        />
      </Form.Item>
    </FormDialog>
  );
};
