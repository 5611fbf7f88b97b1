import type { ItemOption, ParticipantGroup } from '@podium/contracts';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { competitionApi, useCompetitionMutation } from './competition-api.ts';

type Entry = { id?: string; name: string; description?: string };
type Kind = 'items' | 'groups';

type Props = {
  competitionId: string;
  kind: Kind;
  entries: (ItemOption | ParticipantGroup)[];
  editable: boolean;
};

const idOf = (entry: ItemOption | ParticipantGroup) => ('itemId' in entry ? entry.itemId : entry.groupId);

/** Edits the whole list of items (or participant groups) of a competition and saves it in one call. */
export const PartsCard = ({ competitionId, kind, entries, editable }: Props) => {
  const { t } = useTranslation('competition');
  const [form] = Form.useForm<{ entries: Entry[] }>();
  const save = useCompetitionMutation((rows: Entry[]): Promise<unknown> =>
    kind === 'items'
      ? competitionApi.saveItems({
          competitionId,
          items: rows.map((r) => ({ itemId: r.id, name: r.name, description: r.description ?? '' })),
        })
      : competitionApi.saveGroups({
          competitionId,
          groups: rows.map((r) => ({ groupId: r.id, name: r.name, description: r.description ?? '' })),
        }),
  );
  useEffect(
    () =>
      form.setFieldsValue({
        entries: entries.map((e) => ({ id: idOf(e), name: e.name, description: e.description })),
      }),
    [entries, form],
  );
  const title = kind === 'items' ? t('parts.itemsTitle') : t('parts.groupsTitle');
  return (
    <Card variant="borderless" title={title}>
      <Typography.Paragraph type="secondary">
        {kind === 'items' ? t('parts.itemsHint') : t('parts.groupsHint')}
      </Typography.Paragraph>
      <Form
        name={`competition-${kind}`}
        form={form}
        onFinish={(v) => save.mutate(v.entries ?? [])}
        disabled={!editable}
      >
        <Form.List name="entries">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[
                      { required: true, message: t('form.required', { field: t('parts.name') }) },
                      { max: 60 },
                    ]}
                  >
                    <Input placeholder={t('parts.name')} style={{ width: 220 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'description']} rules={[{ max: 500 }]}>
                    <Input placeholder={t('parts.description')} style={{ width: 300 }} />
                  </Form.Item>
                  <MinusCircleOutlined aria-label="remove" onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Space>
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '' })}>
                  {t('parts.add')}
                </Button>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('parts.save')}
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
};
