import { EditOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Modal, Select } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUICK_LINKS_MAX } from '@podium/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../auth/session-store.ts';
import { flattenMenu, menuQueryString } from '../menu/menu-routes.ts';
import { menuIcon } from '../../layouts/desk/menu-icons.tsx';
import { workbenchApi, workbenchKeys } from './workbench-api.ts';

/** The pages the person pinned (stored on the server), or the first pages of their menu until they choose. */
export const QuickLinksCard = () => {
  const { t } = useTranslation('desk');
  const { message } = App.useApp();
  const { menu } = useSession();
  const client = useQueryClient();
  const pages = useMemo(
    () => flattenMenu(menu).filter((route) => !route.hidden && route.path !== '/dashboard'),
    [menu],
  );
  const pinned = useQuery({ queryKey: workbenchKeys.quickLinks, queryFn: workbenchApi.quickLinks });
  const [editing, setEditing] = useState<string[] | null>(null);
  const save = useMutation({
    mutationFn: workbenchApi.saveQuickLinks,
    onSuccess: (data) => {
      client.setQueryData(workbenchKeys.quickLinks, data);
      setEditing(null);
      void message.success(t('workbench.quickLinksSaved'));
    },
  });
  const chosen = pinned.data?.paths;
  const links = chosen
    ? chosen.flatMap((path) => pages.filter((page) => page.path === path).slice(0, 1))
    : pages.slice(0, QUICK_LINKS_MAX);
  return (
    <Card
      title={<h2 className="card-heading">{t('workbench.quickLinks')}</h2>}
      extra={
        pages.length > 0 && (
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing(links.map((l) => l.path))}
          >
            {t('workbench.editQuickLinks')}
          </Button>
        )
      }
      variant="borderless"
      className="workbench-card"
      loading={pinned.isLoading}
    >
      {links.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={pages.length ? t('workbench.noPinned') : t('workbench.noQuickLinks')}
        />
      ) : (
        <ul className="quick-links">
          {links.map((link) => (
            <li key={link.path}>
              <Link to={`${link.path}${menuQueryString(link.query)}`} className="quick-link">
                <span className="quick-link-icon" aria-hidden>
                  {menuIcon(link.icon, true)}
                </span>
                <span className="quick-link-title">{link.title}</span>
                {link.trail.length > 0 && (
                  <small className="quick-link-trail">{link.trail.join(' / ')}</small>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={editing !== null}
        title={t('workbench.editQuickLinks')}
        onCancel={() => setEditing(null)}
        onOk={() => save.mutate(editing ?? [])}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <p className="modal-hint">{t('workbench.quickLinksHint', { max: QUICK_LINKS_MAX })}</p>
        <Select
          mode="multiple"
          aria-label={t('workbench.quickLinks')}
          style={{ width: '100%' }}
          value={editing ?? []}
          maxCount={QUICK_LINKS_MAX}
          onChange={setEditing}
          optionFilterProp="label"
          options={pages.map((page) => ({
            value: page.path,
            label: [...page.trail, page.title].join(' / '),
          }))}
        />
      </Modal>
    </Card>
  );
};
