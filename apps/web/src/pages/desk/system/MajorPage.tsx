import { PlusOutlined } from '@ant-design/icons';
import type { MajorRow } from '@podium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MajorFormModal, type MajorTarget } from '../../../features/organization/MajorFormModal.tsx';
import { orgKeys, schoolApi } from '../../../features/organization/organization-api.ts';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { useCollegeOptions, useSchoolOptions } from '../../../features/organization/useSchoolOptions.ts';
import { useOrgMutation } from '../../../features/organization/useOrgMutation.ts';
import { Permission } from '../../../features/permission/Permission.tsx';
import { usePermission } from '../../../features/permission/usePermission.ts';
import { useColumnSettings } from '../../../features/table-kit/ColumnSettings.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import '../../../features/organization/organization.css';

const FILTERS = ['schoolId', 'collegeId', 'keyword'] as const;

/** system/major and /system/groud/major: majors of the colleges within reach. */
export const MajorPage = () => {
  const { t } = useTranslation('organization');
  const { modal } = App.useApp();
  const can = usePermission();
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useQuery({ queryKey: orgKeys.majors(params), queryFn: () => schoolApi.majorPage(params), placeholderData: keepPreviousData });
  const [searchForm] = Form.useForm<Partial<Record<(typeof FILTERS)[number], string>>>();
  const searchSchool = Form.useWatch('schoolId', searchForm);
  const schools = useSchoolOptions();
  const colleges = useCollegeOptions(searchSchool ?? list.filters.schoolId);
  const [target, setTarget] = useState<MajorTarget | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const remove = useOrgMutation((ids: string[]) => schoolApi.majorRemove(ids), 'deleted', () => setSelected([]));

  const columns = useMemo<ColumnsType<MajorRow>>(
    () => [
      { key: 'name', title: t('major.name'), dataIndex: 'name', width: 220 },
      { key: 'code', title: t('major.code'), dataIndex: 'code', width: 110 },
      { key: 'college', title: t('major.college'), dataIndex: 'collegeName', width: 200 },
      { key: 'school', title: t('major.school'), dataIndex: 'schoolName', width: 180 },
      { key: 'orderNum', title: t('common.orderNum'), dataIndex: 'orderNum', width: 80 },
      {
        key: 'actions',
        title: t('common.actions'),
        width: 150,
        render: (_: unknown, row) => (
          <Space size={0}>
            {can(['system:school:edit']) && <Button type="link" size="small" onClick={() => setTarget({ mode: 'edit', major: row })}>{t('common.edit')}</Button>}
            {can(['system:school:remove']) && (
              <Popconfirm title={t('common.confirmDelete', { name: row.name })} onConfirm={() => remove.mutate([row.majorId])}>
                <Button type="link" size="small" danger>{t('common.delete')}</Button>
              </Popconfirm>
            )}
          </Space>
        ),
      },
    ],
    [t, can, remove],
  );
  const { columns: visible, trigger } = useColumnSettings('system-major', columns);

  return (
    <div className="org-page">
      <SearchBar form={searchForm} values={list.filters} onSearch={(v) => list.setFilters(v)}>
        <Form.Item name="schoolId" label={t('major.school')}>
          <Select allowClear showSearch optionFilterProp="label" style={{ width: 200 }} options={schools.options} onChange={() => searchForm.setFieldValue('collegeId', undefined)} />
        </Form.Item>
        <Form.Item name="collegeId" label={t('major.college')}>
          <Select allowClear style={{ width: 200 }} options={colleges.options} placeholder={t('major.chooseCollege')} />
        </Form.Item>
        <Form.Item name="keyword" label={t('common.keyword')}>
          <Input placeholder={t('major.name')} allowClear />
        </Form.Item>
      </SearchBar>
      <Card size="small">
        <div className="org-toolbar">
          <Space wrap>
            <Permission list={['system:school:add']}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add', schoolId: list.filters.schoolId, collegeId: list.filters.collegeId })}>{t('major.addTitle')}</Button>
            </Permission>
            <Permission list={['system:school:remove']}>
              <Button
                danger
                disabled={selected.length === 0}
                onClick={() => modal.confirm({ title: t('common.confirmBatchDelete', { count: selected.length }), okButtonProps: { danger: true }, onOk: () => remove.mutateAsync(selected) })}
              >
                {t('common.batchDelete')}
              </Button>
            </Permission>
          </Space>
          {trigger}
        </div>
        <Table<MajorRow>
          rowKey="majorId"
          columns={visible}
          dataSource={page.data?.rows}
          loading={page.isFetching}
          rowSelection={can(['system:school:remove']) ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
          pagination={{ current: list.pageNum, pageSize: list.pageSize, total: page.data?.total ?? 0, showSizeChanger: true, showTotal: (total) => t('common.total', { total }), onChange: list.setPage }}
        />
      </Card>
      <MajorFormModal target={target} onClose={() => setTarget(null)} />
    </div>
  );
};
