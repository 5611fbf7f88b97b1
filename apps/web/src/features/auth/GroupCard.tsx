import { ApartmentOutlined, RightOutlined } from '@ant-design/icons';
import type { GroupSelection } from '@podium/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type GroupCardProps = { group: GroupSelection; isCurrent: boolean; isBusy: boolean; onEnter: () => void };

/** One organisation the user may act for, as a large keyboard-reachable button. */
export const GroupCard = ({ group, isCurrent, isBusy, onEnter }: GroupCardProps) => {
  const { t } = useTranslation('portal');
  return (
    <button
      type="button"
      className={`group-card ${isCurrent ? 'is-current' : ''}`}
      onClick={onEnter}
      disabled={isBusy}
    >
      <span className="group-card-icon" aria-hidden>
        <ApartmentOutlined />
      </span>
      <span className="group-card-body">
        <span className="group-card-name">
          {group.groupName}
          {isCurrent && (
            <Tag color="blue" className="group-card-tag">
              {t('role.current')}
            </Tag>
          )}
        </span>
        <span className="group-card-meta">
          {t('role.code')}: {group.groupCode}
          {group.directGroups.length > 0 && ` · ${t('role.direct', { count: group.directGroups.length })}`}
        </span>
      </span>
      <span className="group-card-enter">
        {t('role.enter')} <RightOutlined aria-hidden />
      </span>
    </button>
  );
};
