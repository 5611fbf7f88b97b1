import type { GroupNode, GroupRow } from '@podium/contracts';
import { Alert, Form, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { groupApi } from './organization-api.ts';
import { toTreeOptions } from './group-tree.ts';
import { useOrgMutation } from './useOrgMutation.ts';

type Props = { group: GroupRow | null; tree: GroupNode[]; onClose: () => void };

/** Moves a group with its subtree; targets inside the subtree itself are disabled. */
export const GroupMoveModal = ({ group, tree, onClose }: Props) => {
  const { t } = useTranslation('organization');
  const [form] = Form.useForm<{ parentId: string }>();
  const move = useOrgMutation(
    (parentId: string) => groupApi.move({ groupId: group?.groupId ?? '', parentId }),
    'moved',
    onClose,
  );
  return (
    <Modal
      title={group ? t('group.moveTitle', { name: group.name }) : ''}
      open={group !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={move.isPending}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('group.moveHint')} style={{ marginBottom: 16 }} />
      <Form
        name="group-move-modal"
        form={form}
        layout="vertical"
        onFinish={(values) => move.mutate(values.parentId)}
        preserve={false}
      >
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
      </Form>
    </Modal>
  );
};
