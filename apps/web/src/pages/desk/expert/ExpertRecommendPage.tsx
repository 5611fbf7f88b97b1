import { PlusOutlined } from '@ant-design/icons';
import { DictType, type RecommendRow } from '@podium/contracts';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space, Tag, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictLabel, useDictOptions } from '../../../features/competition/competition-api.ts';
import { intakeApi, intakeKeys } from '../../../features/experts/expert-intake-api.ts';
import { useIntakeReview } from '../../../features/experts/IntakeReview.tsx';
import { Permission } from '../../../features/permission/Permission.tsx';
import { usePermission } from '../../../features/permission/usePermission.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { FormDialog } from '../../../features/form-dialog/FormDialog.tsx';

type Values = {
  name: string;
  title?: string;
  organisation: string;
  fields?: string[];
  phone?: string;
  email?: string;
  note?: string;
};

/** Recommends an expert to the library (a FormDialog: closing it with details typed asks first). */
const RecommendModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('experts');
  const queryClient = useQueryClient();
  const fieldOptions = useDictOptions(DictType.expertField).data;
  const send = useMutation({
    mutationFn: (v: Values) => intakeApi.recommend({ ...v, fields: v.fields ?? [] }),
    onSuccess: () => {
      void message.success(t('recommend.sent'));
      void queryClient.invalidateQueries({ queryKey: intakeKeys.all });
      onClose();
    },
  });
  return (
    <FormDialog<Values>
      open={open}
      recordKey={null}
      title={t('recommend.add')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onClose={onClose}
      onSubmit={(v) => send.mutateAsync(v)}
    >
      <Form.Item
        name="name"
        label={t('common.name')}
        rules={[{ required: true, whitespace: true }, { max: 50 }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="title" label={t('common.title')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="organisation"
        label={t('common.organisation')}
        rules={[{ required: true, whitespace: true }, { max: 100 }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="fields" label={t('common.fields')}>
        <Select mode="multiple" options={fieldOptions} optionFilterProp="label" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('common.phone')}
        rules={[{ pattern: /^1\d{10}$/, message: t('portal.phoneFormat') }]}
      >
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('common.email')}
        rules={[{ type: 'email', message: t('portal.emailFormat') }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="note" label={t('recommend.note')}>
        <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormDialog>
  );
};

const STATUS_COLOR = { pending: 'gold', accepted: 'green', declined: 'default' } as const;

/**
 * desk expert/recommend: a school proposes experts and follows what became of them (with the reason of a
 * refusal); the organiser accepts one into the library or declines it.
 */
export const ExpertRecommendPage = () => {
  const { t } = useTranslation('experts');
  const canDecide = usePermission()(['expert:edit']);
  const fieldOptions = useDictOptions(DictType.expertField).data;
  const list = useListParams(['status'] as const);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: intakeKeys.recommendations(params),
    queryFn: () => intakeApi.recommendPage(params),
    placeholderData: keepPreviousData,
  });
  const [adding, setAdding] = useState(false);
  const review = useIntakeReview<RecommendRow, RecommendRow['status']>({
    idOf: (row) => row.recommendationId,
    accept: intakeApi.accept,
    refuse: intakeApi.decline,
    statusColor: STATUS_COLOR,
    pending: 'pending',
    keys: {
      status: (s) => `recommend.${s}` as const,
      accept: 'recommend.accept',
      acceptConfirm: 'recommend.acceptConfirm',
      refuse: 'recommend.decline',
      refuseTitle: 'recommend.declineTitle',
      refuseReason: 'recommend.declineReason',
    },
    widths: { status: 160, actions: 160 },
  });
  const columns = useMemo<ColumnsType<RecommendRow>>(
    () => [
      { key: 'name', title: t('common.name'), dataIndex: 'name', width: 100 },
      { key: 'title', title: t('common.title'), dataIndex: 'title', width: 100 },
      { key: 'organisation', title: t('common.organisation'), dataIndex: 'organisation', width: 180 },
      {
        key: 'fields',
        title: t('common.fields'),
        dataIndex: 'fields',
        width: 160,
        render: (fields: string[]) => (
          <Space size={[0, 4]} wrap>
            {fields.map((f) => (
              <Tag key={f} color="blue">
                {dictLabel(fieldOptions, f)}
              </Tag>
            ))}
          </Space>
        ),
      },
      { key: 'school', title: t('recommend.school'), dataIndex: 'schoolName', width: 130 },
      { key: 'note', title: t('recommend.note'), dataIndex: 'note', width: 200, ellipsis: true },
      {
        key: 'createdAt',
        title: t('common.createdAt'),
        dataIndex: 'createdAt',
        width: 140,
        render: (d: string) => formatBeijing(d),
      },
      review.statusColumn,
      ...(canDecide ? [review.actionsColumn] : []),
    ],
    [t, fieldOptions, canDecide, review.statusColumn, review.actionsColumn],
  );
  return (
    <ListPage>
      <ListTable<RecommendRow>
        storageKey="expert-recommend"
        rowKey="recommendationId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
        toolbar={
          <Space wrap>
            <Permission list={['expert:recommend']}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                {t('recommend.add')}
              </Button>
            </Permission>
            <Select
              allowClear
              style={{ minWidth: 120 }}
              placeholder={t('common.status')}
              value={list.filters.status}
              onChange={(v?: string) => list.setFilters({ status: v })}
              options={(['pending', 'accepted', 'declined'] as const).map((s) => ({
                value: s,
                label: t(`recommend.${s}`),
              }))}
            />
          </Space>
        }
      />
      <RecommendModal open={adding} onClose={() => setAdding(false)} />
      {review.dialog}
    </ListPage>
  );
};
