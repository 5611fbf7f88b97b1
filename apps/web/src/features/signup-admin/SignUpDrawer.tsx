import type { SignUpDetail, SignUpMember, TeamHistoryAction } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Empty, Skeleton, Space, Table, Timeline } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../permission/Permission.tsx';
import { tableScrollX } from '../table-kit/table-width.ts';
import { fieldApplies, memberFieldsShown } from './member-fields.ts';
import { signUpApi, signUpKeys } from './signup-admin-api.ts';
import { SignUpStatusTag } from './SignUpStatusTag.tsx';

type Props = {
  teamId: string | null;
  onClose: () => void;
  onApprove: (teamId: string) => void;
  onReject: (team: { teamId: string; name: string }) => void;
  approving: boolean;
};

const HISTORY_COLOURS: Record<TeamHistoryAction, string> = {
  created: 'blue',
  approved: 'green',
  rejected: 'red',
  paid: 'green',
  paymentClosed: 'gray',
  refunded: 'gray',
  memberJoined: 'blue',
  memberLeft: 'gray',
  memberRemoved: 'gray',
  advisorJoined: 'blue',
  advisorLeft: 'gray',
  advisorRemoved: 'gray',
  reopened: 'orange',
};

const FIELD_WIDTHS: Record<SignUpDetail['requiredFields'][number], number> = {
  idCard: 170,
  studentNo: 120,
  college: 140,
  major: 140,
  phone: 120,
  email: 180,
  grade: 80,
};

const time = (iso: string | null) => (iso ? formatBeijing(iso) : '—');

/** One sign-up: the team, its members (personal numbers masked by the server), its history, the decisions. */
export const SignUpDrawer = ({ teamId, onClose, onApprove, onReject, approving }: Props) => {
  const { t } = useTranslation('signUpAdmin');
  const detail = useQuery({
    queryKey: signUpKeys.detail(teamId ?? ''),
    queryFn: () => signUpApi.detail(teamId!),
    enabled: teamId !== null,
  });
  const data = detail.data;
  const canDecide = data && (data.status === 'pending' || data.status === 'awaitingPayment');
  return (
    <Drawer
      open={teamId !== null}
      onClose={onClose}
      title={data ? data.name : t('detail')}
      size="large"
      destroyOnHidden
      extra={
        canDecide && (
          <Permission list={['enroll:review']}>
            <Space>
              <Button danger onClick={() => onReject({ teamId: data.teamId, name: data.name })}>
                {t('reject')}
              </Button>
              {data.status === 'pending' && (
                <Button
                  type="primary"
                  loading={approving}
                  disabled={data.ruleBreach !== null}
                  onClick={() => onApprove(data.teamId)}
                >
                  {t('approve')}
                </Button>
              )}
            </Space>
          </Permission>
        )
      }
    >
      {!data ? <Skeleton active /> : <DetailBody detail={data} />}
    </Drawer>
  );
};

const DetailBody = ({ detail }: { detail: SignUpDetail }) => {
  const { t } = useTranslation('signUpAdmin');
  const fields = useMemo(() => memberFieldsShown(detail.requiredFields), [detail.requiredFields]);
  const members = useMemo<ColumnsType<SignUpMember>>(
    () => [
      { key: 'realName', title: t('member.name'), dataIndex: 'realName', width: 90 },
      {
        key: 'role',
        title: t('member.role'),
        dataIndex: 'role',
        width: 80,
        render: (r: SignUpMember['role']) => t(`role.${r}`),
      },
      { key: 'username', title: t('member.username'), dataIndex: 'username', width: 110 },
      { key: 'schoolName', title: t('member.school'), dataIndex: 'schoolName', width: 130 },
      // Every field the sign-up form required, so the organiser checks what the member gave.
      ...fields.map((field) => ({
        key: field,
        title: t(`member.${field}`),
        dataIndex: field,
        width: FIELD_WIDTHS[field],
        render: (value: string | null, member: SignUpMember) =>
          value ||
          (fieldApplies(member.role, field) ? (
            <span className="signup-member-missing">{t('member.notGiven')}</span>
          ) : (
            '—'
          )),
      })),
    ],
    [t, fields],
  );
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {detail.ruleBreach && (
        <Alert
          type="warning"
          showIcon
          message={t('ruleBreachTitle')}
          description={detail.ruleBreach}
          data-testid="rule-breach"
        />
      )}
      {detail.status === 'rejected' && detail.rejectReason && (
        <Alert type="error" showIcon message={t('rejectReasonShown')} description={detail.rejectReason} />
      )}
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
        <Descriptions.Item label={t('col.status')}>
          <SignUpStatusTag status={detail.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('col.source')}>{t(`source.${detail.source}`)}</Descriptions.Item>
        <Descriptions.Item label={t('col.competition')} span={2}>
          {detail.competitionName}
        </Descriptions.Item>
        <Descriptions.Item label={t('col.stage')}>{detail.stageName}</Descriptions.Item>
        <Descriptions.Item label={t('col.item')}>{detail.itemName}</Descriptions.Item>
        <Descriptions.Item label={t('col.group')}>{detail.groupName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('col.school')}>{detail.schoolName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('col.fee')}>{(detail.feeFen / 100).toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label={t('col.createdAt')}>{time(detail.createdAt)}</Descriptions.Item>
      </Descriptions>
      <section>
        <h4 className="signup-section-title">{t('members')}</h4>
        <Table<SignUpMember>
          rowKey="userId"
          size="small"
          columns={members}
          dataSource={detail.members}
          pagination={false}
          scroll={{ x: tableScrollX(members) }}
          locale={{ emptyText: <Empty description={t('noMembers')} /> }}
        />
      </section>
      <section>
        <h4 className="signup-section-title">{t('history')}</h4>
        <Timeline
          items={detail.history.map((h) => ({
            color: HISTORY_COLOURS[h.action],
            children: (
              <>
                <div>
                  {t(`action.${h.action}`)} · {h.actorName ?? '—'}
                </div>
                <div className="signup-history-time">{time(h.at)}</div>
                {h.reason && <div className="signup-history-reason">{h.reason}</div>}
              </>
            ),
          }))}
        />
      </section>
    </Space>
  );
};
