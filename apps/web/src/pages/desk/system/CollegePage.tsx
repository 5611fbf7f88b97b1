import { PlusOutlined } from '@ant-design/icons';
import type { CollegeRow } from '@podium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CollegeFormModal, type CollegeTarget } from '../../../features/organization/CollegeFormModal.tsx';
import { orgKeys, schoolApi } from '../../../features/organization/organization-api.ts';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { useSchoolOptions } from '../../../features/organization/useSchoolOptions.ts';
import { useOrgMutation } from '../../../features/organization/useOrgMutation.ts';
import { Permission } from '../../../features/permission/Permission.tsx';
import { usePermission } from '../../../features/permission/usePermission.ts';
import { useColumnSettings } from '../../../features/table-kit/ColumnSettings.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import '../../../features/organization/organization.css';

const FILTERS = ['schoolId', 'keyword'] as const;

/** system/college and /system/groud/college: colleges of the schools within reach. */
export const CollegePage = () => {
  const { t } = useTranslation('organization');
  const { modal } = App.useApp();
  const can = usePermission();
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useQuery({ queryKey: orgKeys.colleges(params), queryFn: () => schoolApi.collegePage(params), placeholderData: keepPreviousData });
  const schools = useSchoolOptions();
  const [target, setTarget] = useState<CollegeTarget | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const remove = useOrgMutation((ids: string[]) => schoolApi.collegeRemove(ids), 'deleted', () => setSelected([]));

  const columns = useMemo<ColumnsType<CollegeRow>>(
    () => [
      { key: 'name', title: t('college.name'), dataIndex: 'name', width: 220 },
      { key: 'school', title: t('college.school'), dataIndex: 'schoolName', width: 200 },
      { key: 'majorCount', title: t('college.majorCount'), dataIndex: 'majorCount', width: 100, render: (n: number, row) => <Link to={`/system/groud/major?schoolId=${row.schoolId}&collegeId=${row.collegeId}`}>{n}</Link> },
      { key: 'orderNum', title: t('common.orderNum'), dataIndex: 'orderNum', width: 80 },
      { key: 'createdAt', title: t('common.createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
      {
        key: 'actions',
        title: t('common.actions'),
        width: 220,
        render: (_: unknown, row) => (
          <Space size={0}>
            <Link className="ant-btn ant-btn-link ant-btn-sm" to={`/system/groud/major?schoolId=${row.schoolId}&collegeId=${row.collegeId}`}>{t('college.majors')}</Link>
            {can(['system:school:edit']) && <Button type="link" size="small" onClick={() => setTarget({ mode: 'edit', college: row })}>{t('common.edit')}</Button>}
            {can(['system:school:remove']) && (
              <Popconfirm title={t('common.confirmDelete', { name: row.name })} onConfirm={() => remove.mutate([row.collegeId])}>
                <Button type="link" size="small" danger>{t('common.delete')}</Button>
              </Popconfirm>
            )}
          </Space>
        ),
      },
    ],
    [t, can, remove],
  );
  const { columns: visible, trigger } = useColumnSettings('system-college', columns);

  return (
    <div className="org-page">
      <SearchBar values={list.filters} onSearch={(v) => list.setFilters(v)}>
        <Form.Item name="schoolId" label={t('college.school')}>
          <Select allowClear showSearch optionFilterProp="label" style={{ width: 200 }} options={schools.options} />
        </Form.Item>
        <Form.Item name="keyword" label={t('common.keyword')}>
          <Input placeholder={t('college.name')} allowClear />
        </Form.Item>
      </SearchBar>
      <Card size="small">
        <div className="org-toolbar">
          <Space wrap>
            <Permission list={['system:school:add']}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add', schoolId: list.filters.schoolId })}>{t('college.addTitle')}</Button>
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
        <Table<CollegeRow>
          rowKey="collegeId"
          columns={visible}
          dataSource={page.data?.rows}
          loading={page.isFetching}
          rowSelection={can(['system:school:remove']) ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
          pagination={{ current: list.pageNum, pageSize: list.pageSize, total: page.data?.total ?? 0, showSizeChanger: true, showTotal: (total) => t('common.total', { total }), onChange: list.setPage }}
        />
      </Card>
      <CollegeFormModal target={target} onClose={() => setTarget(null)} />
    </div>
  );
};
