import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import type { BannerRow } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Image, Popconfirm, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../../../features/permission/usePermission.ts';
import { BannerFormModal } from '../../../features/website-admin/BannerFormModal.tsx';
import { useWebsiteMutation } from '../../../features/website-admin/useWebsiteMutation.ts';
import { websiteAdminApi, websiteAdminKeys } from '../../../features/website-admin/website-admin-api.ts';
import '../../../features/organization/organization.css';
import { RowActions } from '../../../features/table-kit/RowActions.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const fmt = (v: string | null) => (v ? formatBeijing(v) : '…');

/** system/websiteBanner: the site's banners — order (arrows or drag), active window, enabled. */
export const WebsiteBannerPage = () => {
  const { t } = useTranslation('websiteAdmin');
  const { t: to } = useTranslation('organization');
  const { modal } = App.useApp();
  const can = usePermission();
  const editable = can(['website:edit']);
  const setting = useQuery({ queryKey: websiteAdminKeys.setting(), queryFn: websiteAdminApi.setting });
  const hasSite = setting.data?.exists === true;
  const banners = useListQuery({
    queryKey: websiteAdminKeys.banners(),
    queryFn: websiteAdminApi.banners,
    enabled: hasSite,
  });
  const rows = useMemo(() => banners.data ?? [], [banners.data]);
  const [editing, setEditing] = useState<{ banner: BannerRow | null } | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const sort = useWebsiteMutation((ids: string[]) => websiteAdminApi.sortBanners(ids), to('common.saved'));
  const remove = useWebsiteMutation(
    (ids: string[]) => websiteAdminApi.removeBanners(ids),
    to('common.deleted'),
    () => setSelected([]),
  );
  const toggle = useWebsiteMutation(
    (b: BannerRow) =>
      websiteAdminApi.updateBanner({
        bannerId: b.bannerId,
        title: b.title,
        imageUrl: b.imageUrl,
        link: b.link,
        startsAt: b.startsAt,
        endsAt: b.endsAt,
        enabled: !b.enabled,
      }),
    to('common.saved'),
  );
  const { mutate: saveOrder } = sort;
  const moveTo = useCallback(
    (from: number, to_: number) => {
      if (from === to_ || to_ < 0 || to_ >= rows.length) return;
      const ids = rows.map((r) => r.bannerId);
      const [moved] = ids.splice(from, 1);
      ids.splice(to_, 0, moved!);
      saveOrder(ids);
    },
    [rows, saveOrder],
  );

  const columns = useMemo<ColumnsType<BannerRow>>(
    () => [
      ...(editable
        ? [
            {
              key: 'drag',
              width: 40,
              render: () => <HolderOutlined style={{ cursor: 'grab' }} aria-hidden />,
            },
          ]
        : []),
      {
        key: 'image',
        title: t('banner.image'),
        dataIndex: 'imageUrl',
        width: 130,
        render: (src: string) =>
          src ? <Image src={src} width={100} height={48} style={{ objectFit: 'cover' }} /> : '—',
      },
      { key: 'title', title: t('banner.bannerTitle'), dataIndex: 'title', width: 300, ellipsis: true },
      { key: 'link', title: t('banner.link'), dataIndex: 'link', width: 200, ellipsis: true },
      {
        key: 'window',
        title: t('banner.window'),
        width: 200,
        render: (_: unknown, b: BannerRow) =>
          b.startsAt || b.endsAt ? `${fmt(b.startsAt)} ~ ${fmt(b.endsAt)}` : t('banner.always'),
      },
      {
        key: 'active',
        title: t('banner.active'),
        width: 100,
        render: (_: unknown, b: BannerRow) => (
          <Tag color={b.active ? 'green' : 'default'}>
            {b.active ? t('banner.active') : t('banner.inactive')}
          </Tag>
        ),
      },
      {
        key: 'enabled',
        title: t('banner.enabled'),
        width: 90,
        render: (_: unknown, b: BannerRow) => (
          <Switch
            size="small"
            checked={b.enabled}
            disabled={!editable}
            onChange={() => toggle.mutate(b)}
            aria-label={t('banner.enabled')}
          />
        ),
      },
      {
        key: 'actions',
        title: to('common.actions'),
        width: 220,
        fixed: 'right' as const,
        render: (_: unknown, b: BannerRow, index: number) =>
          editable && (
            <RowActions>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                onClick={() => moveTo(index, index - 1)}
                aria-label={t('banner.moveUp')}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                disabled={index === rows.length - 1}
                onClick={() => moveTo(index, index + 1)}
                aria-label={t('banner.moveDown')}
              />
              <Button type="link" size="small" onClick={() => setEditing({ banner: b })}>
                {to('common.edit')}
              </Button>
              <Popconfirm
                title={to('common.confirmDelete', { name: b.title })}
                onConfirm={() => remove.mutate([b.bannerId])}
              >
                <Button type="link" size="small" danger>
                  {to('common.delete')}
                </Button>
              </Popconfirm>
            </RowActions>
          ),
      },
    ],
    [t, to, editable, rows, toggle, remove, moveTo],
  );

  if (setting.data && !hasSite) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('banner.noSite')}
        action={<Link to="/websiteSet/index">{t('banner.toSetting')}</Link>}
      />
    );
  }
  return (
    <ListPage>
      <h2 className="list-card-title">{`${t('banner.title')} · ${setting.data?.groupName ?? ''}`}</h2>
      <ListTable<BannerRow>
        storageKey="system-banner"
        toolbar={
          <>
            {editable && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ banner: null })}>
                {t('banner.add')}
              </Button>
            )}
            {editable && (
              <Button
                danger
                disabled={selected.length === 0}
                onClick={() =>
                  modal.confirm({
                    title: to('common.confirmBatchDelete', { count: selected.length }),
                    okButtonProps: { danger: true },
                    onOk: () => remove.mutateAsync(selected),
                  })
                }
              >
                {to('common.batchDelete')}
              </Button>
            )}
            <span>{t('banner.dragHint')}</span>
          </>
        }

        rowKey="bannerId"
        columns={columns}
        rows={rows}
        loading={banners.isFetching || sort.isPending}
        rowSelection={
          editable
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
        onRow={(_, index) =>
          editable && index !== undefined
            ? {
                draggable: true,
                onDragStart: () => setDragFrom(index),
                onDragOver: (e) => e.preventDefault(),
                onDrop: () => {
                  if (dragFrom !== null) moveTo(dragFrom, index);
                  setDragFrom(null);
                },
              }
            : {}
        }
      />
      <BannerFormModal
        banner={editing?.banner ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </ListPage>
  );
};
