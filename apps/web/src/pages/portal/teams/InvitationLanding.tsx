import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, Input, Popconfirm, Result, Select, Skeleton } from 'antd';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { BeijingTimeNote } from '../../../features/beijing-time/BeijingTimeNote.tsx';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  initialInfo,
  MemberInfoFields,
  toSaveBody,
  type MemberInfoValues,
} from '../../../features/teams/MemberInfoFields.tsx';
import { reloadSession } from '../../../features/auth/session-store.ts';
import { SignInPrompt } from '../../../features/teams/SignInPrompt.tsx';
import { useSchoolSearch } from '../../../features/user-center/useSchoolSearch.ts';
import { teamKeys, teamsApi } from '../../../features/teams/teams-api.ts';
import { hasAccessToken } from '../../../storage/auth-storage.ts';
import '../../../features/teams/teams.css';

type Values = MemberInfoValues & { invitationCode?: string; schoolId?: string };

/**
 * What an invitee sees on their phone: whose team and for what; sign in or register; then complete their
 * information and join in one step.
 */
export const InvitationLanding = ({ token }: { token: string }) => {
  const { t } = useTranslation('teams');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const signedIn = hasAccessToken();
  const [form] = Form.useForm<Values>();
  const landing = useQuery({
    queryKey: teamKeys.landing(token),
    queryFn: () => teamsApi.landing(token),
    retry: false,
  });
  const me = useQuery({ queryKey: teamKeys.me, queryFn: teamsApi.me, enabled: signedIn });
  const join = useMutation({
    mutationFn: async (values: Values) => {
      await teamsApi.saveInfo(toSaveBody(values));
      return teamsApi.accept({
        token,
        invitationCode: values.invitationCode?.trim() || undefined,
        schoolId: values.schoolId,
      });
    },
    onSuccess: async (result, values) => {
      void message.success(t('invite.joined'));
      // A school chosen on the way in is now the person's: the session's view of them follows.
      if (values.schoolId) void reloadSession();
      await client.invalidateQueries({ queryKey: teamKeys.all });
      void navigate(`/home/competition/team/details?teamId=${encodeURIComponent(result.teamId)}`, {
        replace: true,
      });
    },
  });
  const decline = useMutation({
    mutationFn: (invitationId: string) => teamsApi.decline(invitationId),
    onSuccess: async () => {
      void message.success(t('invite.declined'));
      await client.invalidateQueries();
      void navigate('/center/users', { replace: true });
    },
  });
  const d = landing.data;
  const body = () => {
    if (landing.isLoading) return <Skeleton active />;
    if (!d) return <Result status="warning" title={t('invite.invalid')} />;
    if (d.answer)
      return (
        <Result
          status="info"
          title={t(d.answer === 'accepted' ? 'invite.answeredAccepted' : 'invite.answeredDeclined')}
          subTitle={d.teamName}
        />
      );
    if (d.state !== 'valid')
      return <Result status="warning" title={t(`invite.${d.state}`)} subTitle={d.teamName} />;
    const roleLabel = t(`role.${d.role}`);
    const summary = (
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'c', label: t('invite.competition'), children: d.competitionName },
          { key: 'i', label: t('invite.item'), children: d.itemName },
          {
            key: 's',
            label: t('invite.seats'),
            children:
              d.role === 'advisor' ? `${d.advisorCount}/${d.advisorMax}` : `${d.memberCount}/${d.teamMax}`,
          },
          {
            key: 'e',
            label: t('invite.expires'),
            children: (
              <>
                {formatBeijing(d.expiresAt)} <BeijingTimeNote />
              </>
            ),
          },
        ]}
      />
    );
    const lead = (
      <>
        <h2 style={{ marginTop: 0 }} data-testid="invite-team">
          {d.teamName}
        </h2>
        <p>{t('invite.lead', { captain: d.captainName, role: roleLabel })}</p>
        {d.personal && <p className="teams-member-sub">{t('invite.personal')}</p>}
        {summary}
      </>
    );
    if (!signedIn)
      return (
        <>
          {lead}
          <SignInPrompt title={t('invite.signInToJoin')} />
        </>
      );
    if (!me.data) return <Skeleton active />;
    return (
      <>
        {lead}
        <div className="teams-section-title">{t('invite.fillInfo')}</div>
        <Form
          form={form}
          layout="vertical"
          initialValues={initialInfo(me.data)}
          onFinish={(v) => join.mutate(v)}
          scrollToFirstError
        >
          {/* First: it is what stands between this student and the team, and shows without scrolling on a phone. */}
          {d.schoolRequired && me.data.userType === 'student' && !me.data.schoolName && <ChooseSchoolField />}
          <MemberInfoFields
            required={d.requiredFields}
            me={me.data}
            isTeacher={me.data.userType === 'teacher'}
          />
          {d.needsInvitationCode && (
            <Form.Item name="invitationCode" label={t('signUp.invitationCode')} rules={[{ required: true }]}>
              <Input maxLength={32} />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" size="large" block loading={join.isPending}>
            {t('invite.join')}
          </Button>
          {d.personal && (
            <Popconfirm title={t('invite.declineConfirm')} onConfirm={() => decline.mutate(d.invitationId)}>
              <Button danger block size="large" style={{ marginTop: 12 }} loading={decline.isPending}>
                {t('invite.decline')}
              </Button>
            </Popconfirm>
          )}
        </Form>
      </>
    );
  };
  return (
    <div className="teams-page">
      <section className="portal-band teams-hero">
        <div className="portal-container">
          <h1>{t('invite.title')}</h1>
          {d && <p>{d.competitionName}</p>}
        </div>
      </section>
      <div className="portal-container">
        <div className="teams-body single">
          <Card variant="borderless">{body()}</Card>
        </div>
      </div>
    </div>
  );
};

/**
 * A student with no school yet, joining a team signed up from a school: they choose theirs here, and the
 * join records it (their first choice, as their profile would) instead of sending them off to the profile.
 */
const ChooseSchoolField = () => {
  const { t } = useTranslation('teams');
  const schools = useSchoolSearch();
  return (
    <Form.Item
      name="schoolId"
      label={t('invite.school')}
      extra={t('invite.schoolHint')}
      rules={[{ required: true, message: t('invite.schoolRequired') }]}
    >
      <Select
        showSearch={{ filterOption: false, onSearch: schools.onSearch }}
        placeholder={t('invite.schoolPlaceholder')}
        options={schools.options}
        loading={schools.loading}
      />
    </Form.Item>
  );
};
