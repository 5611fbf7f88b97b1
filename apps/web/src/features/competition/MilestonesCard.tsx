import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { fromPicker, toPicker } from '../beijing-time/beijing-time.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { competitionApi, competitionKeys, useCompetitionMutation } from './competition-api.ts';
import { DateTimePicker } from '../form-fields/DateTimePicker.tsx';

type Row = { title: string; description?: string; startsAt: Dayjs; endsAt?: Dayjs | null };

/** The organiser's milestones of the public timeline (the stage windows join them on the portal). */
export const MilestonesCard = ({ competitionId, editable }: { competitionId: string; editable: boolean }) => {
  const { t } = useTranslation('competition');
  const [form] = Form.useForm<{ milestones: Row[] }>();
  const schedule = useQuery({
    queryKey: competitionKeys.schedule(competitionId),
    queryFn: () => competitionApi.schedule(competitionId),
  });
  const save = useCompetitionMutation((rows: Row[]) =>
    competitionApi.saveSchedule({
      competitionId,
      milestones: rows.map((r) => ({
        title: r.title,
        description: r.description ?? '',
        startsAt: fromPicker(r.startsAt),
        endsAt: fromPicker(r.endsAt),
      })),
    }),
  );
  useEffect(() => {
    if (schedule.data)
      form.setFieldsValue({
        milestones: schedule.data.milestones.map((m) => ({
          title: m.title,
          description: m.description,
          startsAt: toPicker(m.startsAt),
          endsAt: toPicker(m.endsAt),
        })),
      });
  }, [schedule.data, form]);
  const required = (field: string) => [{ required: true, message: t('form.required', { field }) }];
  return (
    <Card variant="borderless" title={t('schedule.milestones')}>
      <Typography.Paragraph type="secondary">{t('schedule.milestonesHint')}</Typography.Paragraph>
      <Form
        name="competition-milestones"
        form={form}
        onFinish={(v) => save.mutate(v.milestones ?? [])}
        disabled={!editable}
      >
        <Form.List name="milestones">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item
                    name={[field.name, 'title']}
                    rules={[...required(t('schedule.title')), { max: 60 }]}
                  >
                    <Input placeholder={t('schedule.title')} style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'startsAt']} rules={required(t('schedule.startsAt'))}>
                    <DateTimePicker placeholder={t('schedule.startsAt')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'endsAt']}>
                    <DateTimePicker placeholder={t('schedule.endsAt')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'description']} rules={[{ max: 500 }]}>
                    <Input placeholder={t('schedule.description')} style={{ width: 260 }} />
                  </Form.Item>
                  <MinusCircleOutlined aria-label="remove" onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Space>
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>
                  {t('schedule.addMilestone')}
                </Button>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('schedule.save')}
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
};
