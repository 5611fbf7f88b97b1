import { Dropdown, Tabs, type MenuProps } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  addTag,
  closeAllTags,
  closeOtherTags,
  closeSideTags,
  closeTag,
  neighbourAfterClose,
  AFFIX_PATH,
  tagLabel,
} from './tags.ts';
import { useRouteTitle } from '../../app/routes/useRouteTitle.ts';
import { useSession } from '../../features/auth/session-store.ts';
import { flattenMenu } from '../../features/menu/menu-routes.ts';
import { setTags, useTags } from './tags-store.ts';
import type { DeskPageInfo } from './useDeskPageInfo.ts';

/** Open desk pages as closable tabs, with a context menu for bulk closing and refresh. */
export const TagsView = ({ page }: { page: DeskPageInfo }) => {
  const { t } = useTranslation(['desk', 'common']);
  const navigate = useNavigate();
  const tags = useTags();
  const titleOf = useRouteTitle();
  const { menu } = useSession();
  const menuTitles = useMemo(() => new Map(flattenMenu(menu).map((r) => [r.path, r.title])), [menu]);

  useEffect(() => {
    setTags((current) =>
      addTag(current, { path: page.path, fullPath: page.fullPath, title: page.titleSource }),
    );
  }, [page.path, page.fullPath, page.titleSource]);

  const close = (path: string) => {
    if (path === page.path) navigate(neighbourAfterClose(tags, path));
    setTags((current) => closeTag(current, path));
  };

  const contextItems: MenuProps['items'] = [
    { key: 'refresh', label: t('tags.refresh') },
    { key: 'closeOthers', label: t('tags.closeOthers') },
    { key: 'closeLeft', label: t('tags.closeLeft') },
    { key: 'closeRight', label: t('tags.closeRight') },
    { key: 'closeAll', label: t('tags.closeAll') },
  ];

  const onContext =
    (path: string, fullPath: string): MenuProps['onClick'] =>
    ({ key }) => {
      if (key === 'refresh') navigate(`/redirect${fullPath}`, { replace: true });
      if (key === 'closeOthers') setTags((current) => closeOtherTags(current, path));
      if (key === 'closeLeft') setTags((current) => closeSideTags(current, path, 'left'));
      if (key === 'closeRight') setTags((current) => closeSideTags(current, path, 'right'));
      if (key === 'closeAll') {
        setTags(closeAllTags);
        navigate(AFFIX_PATH);
      } else if (key !== 'refresh' && path !== page.path) {
        navigate(fullPath);
      }
    };

  const items = tags.map((tag) => ({
    key: tag.path,
    closable: tag.path !== AFFIX_PATH,
    label: (
      <Dropdown
        menu={{ items: contextItems, onClick: onContext(tag.path, tag.fullPath) }}
        trigger={['contextMenu']}
      >
        <span className="desk-tag-label">
          {tag.path === AFFIX_PATH
            ? t('common:route.dashboard')
            : tag.path === page.path
              ? page.title
              : tagLabel(tag, (path) => menuTitles.get(path), titleOf)}
        </span>
      </Dropdown>
    ),
  }));

  return (
    <div className="desk-tags" role="navigation" aria-label={t('tags.label')}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={page.path}
        items={items}
        onChange={(key) => navigate(tags.find((tag) => tag.path === key)?.fullPath ?? key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
      />
    </div>
  );
};
