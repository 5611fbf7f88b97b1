import { UserOutlined } from '@ant-design/icons';
import type { TeamDetail } from '@podium/contracts';
import { Avatar, Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePunctuation } from '../../i18n/usePunctuation.ts';

/** Members with their role and completion state, then empty student and advisor places. */
export const MemberList = ({ team, onRemove }: { team: TeamDetail; onRemove: (userId: string) => void }) => {
  const { t } = useTranslation('teams');
  const punct = usePunctuation();
  const canRemove = team.myRole === 'captain' && team.editable;
  const freeStudents = team.mode === 'team' ? Math.max(0, team.teamMax - team.memberCount) : 0;
  const freeAdvisors = Math.max(0, team.advisorMax - team.advisorCount);
  return (
    <div className="teams-members" data-testid="team-members">
      {team.members.map((m) => (
        <div className="teams-member" key={m.userId}>
          <Avatar
            icon={<UserOutlined />}
            style={{ background: m.role === 'advisor' ? '#f5b83d' : '#1c4fd8' }}
          />
          <div className="teams-member-main">
            <div className="teams-member-name">
              {m.realName}{' '}
              <Tag color={m.role === 'captain' ? 'red' : m.role === 'advisor' ? 'gold' : 'blue'}>
                {t(`role.${m.role}`)}
              </Tag>
            </div>
            <div className="teams-member-sub">{[m.schoolName, m.phone].filter(Boolean).join(' · ')}</div>
            <div className="teams-member-sub">
              {m.missing.length === 0 ? (
                <Tag color="green">{t('team.complete')}</Tag>
              ) : (
                <Tag color="orange">
                  {t('team.missing', {
                    fields: punct.list(m.missing.map((f) => t(`field.${f}` as 'field.idCard'))),
                  })}
                </Tag>
              )}
            </div>
          </div>
          {canRemove && m.role !== 'captain' && (
            <Popconfirm
              title={t('team.removeConfirm', { name: m.realName })}
              onConfirm={() => onRemove(m.userId)}
            >
              <Button size="small" danger>
                {t('team.remove')}
              </Button>
            </Popconfirm>
          )}
        </div>
      ))}
      {Array.from({ length: freeStudents }, (_, i) => (
        <div className="teams-member empty" key={`s${i}`}>
          <Avatar icon={<UserOutlined />} />
          <span>{t('team.slotEmpty')}</span>
        </div>
      ))}
      {Array.from({ length: freeAdvisors }, (_, i) => (
        <div className="teams-member empty" key={`a${i}`}>
          <Avatar icon={<UserOutlined />} />
          <span>{t('team.advisorSlot')}</span>
        </div>
      ))}
    </div>
  );
};
