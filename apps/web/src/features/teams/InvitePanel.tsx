import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Segmented, Skeleton, Space, Typography } from 'antd';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamKeys, teamsApi } from './teams-api.ts';

/** The captain's invitation: link and QR code for members or advisors, with copy and revoke. */
export const InvitePanel = ({ teamId, advisors }: { teamId: string; advisors: boolean }) => {
  const { t } = useTranslation('teams');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [role, setRole] = useState<'member' | 'advisor'>('member');
  const invitation = useQuery({
    queryKey: teamKeys.invitation(teamId, role),
    queryFn: () => teamsApi.invitation(teamId, role),
  });
  const revoke = useMutation({
    mutationFn: (invitationId: string) => teamsApi.revoke(invitationId),
    onSuccess: async () => {
      void message.success(t('team.revoked'));
      await client.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
  const team = useQuery({ queryKey: teamKeys.detail(teamId), queryFn: () => teamsApi.detail(teamId) });
  const [form] = Form.useForm<{ account: string }>();
  const invitePerson = useMutation({
    mutationFn: (account: string) => teamsApi.invitePerson(teamId, role, account),
    onSuccess: async () => {
      void message.success(t('team.invitePersonSent'));
      form.resetFields();
      await client.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
  const waiting = (team.data?.invitations ?? []).filter((i) => i.invitee && i.role === role);
  const data = invitation.data;
  const copy = async () => {
    if (!data) return;
    await navigator.clipboard?.writeText(data.url).catch(() => undefined);
    void message.success(t('team.copied'));
  };
  return (
    <div className="teams-qr">
      {advisors && (
        <Segmented
          block
          value={role}
          onChange={(v) => setRole(v as 'member' | 'advisor')}
          options={[
            { value: 'member', label: t('team.inviteMember') },
            { value: 'advisor', label: t('team.inviteAdvisor') },
          ]}
        />
      )}
      <p className="teams-member-sub">{t('team.inviteHint')}</p>
      {!data ? (
        <Skeleton.Image active />
      ) : (
        <>
          <img src={data.qrCode} alt={t('team.invite')} data-testid="invite-qr" />
          <Typography.Text className="teams-link" copyable={false} data-testid="invite-link">
            {data.url}
          </Typography.Text>
          <div className="teams-member-sub">
            {t('team.expires', { date: formatBeijing(data.expiresAt) })}
            {data.usedCount > 0 && ` · ${t('team.used', { count: data.usedCount })}`}
          </div>
          <Button type="primary" block onClick={() => void copy()}>
            {t('team.copyLink')}
          </Button>
          <Button danger block loading={revoke.isPending} onClick={() => revoke.mutate(data.invitationId)}>
            {t('team.revoke')}
          </Button>
        </>
      )}
      <div className="teams-section-title">{t('team.invitePerson')}</div>
      <p className="teams-member-sub">{t('team.invitePersonHint')}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => invitePerson.mutate(v.account.trim())}
        data-testid="invite-person"
      >
        <Form.Item name="account" rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={120} placeholder={t('team.invitePersonPlaceholder')} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={invitePerson.isPending}>
          {t('team.invitePersonSend')}
        </Button>
      </Form>
      {waiting.map((i) => (
        <Space key={i.invitationId} className="teams-member-sub" wrap data-testid="invite-waiting">
          <span>{t('team.waiting', { name: i.invitee })}</span>
          <Button
            size="small"
            danger
            loading={revoke.isPending}
            onClick={() => revoke.mutate(i.invitationId)}
          >
            {t('team.revoke')}
          </Button>
        </Space>
      ))}
    </div>
  );
};
