import { useMutation, useQuery } from '@tanstack/react-query';
import { feeOfChoice, type PortalCompetitionDetail } from '@podium/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  Radio,
  Result,
  Select,
  Skeleton,
  type FormInstance,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { competitionApi, competitionKeys } from '../../../features/competition/competition-api.ts';
import { feeSpan } from '../../../features/competition/format.ts';
import { TeamFormedLater } from '../../../features/teams/TeamFormedLater.tsx';
import { useCompetitionId } from '../../../features/competition/useCompetitionId.ts';
import {
  fieldsToAsk,
  initialInfo,
  MemberInfoFields,
  toSaveBody,
  type MemberInfoValues,
} from '../../../features/teams/MemberInfoFields.tsx';
import { ProfileOnFile } from '../../../features/teams/ProfileOnFile.tsx';
import { cashierHref } from '../../../features/finance/TeamPayNotice.tsx';
import { formatFen } from '../../../features/finance/finance-api.ts';
import { SignedUpSummary } from '../../../features/teams/SignedUpSummary.tsx';
import { teamKeys, teamsApi } from '../../../features/teams/teams-api.ts';
import { SignInPrompt } from '../../../features/teams/SignInPrompt.tsx';
import { hasAccessToken } from '../../../storage/auth-storage.ts';
import '../../../features/teams/teams.css';
import { usePunctuation } from '../../../i18n/usePunctuation.ts';

type Values = MemberInfoValues & {
  itemId: string;
  participantGroupId?: string;
  teamName?: string;
  invitationCode?: string;
};

/** /home/signUp?competitionId=: item, participant group, team name and the captain's own information. */
export const SignUpPage = () => {
  const { t } = useTranslation('teams');
  const competitionId = useCompetitionId();
  const signedIn = hasAccessToken();
  const detail = useQuery({
    queryKey: competitionKeys.portalDetail(competitionId),
    queryFn: () => competitionApi.portalDetail(competitionId),
    enabled: Boolean(competitionId),
  });
  if (!competitionId) return <Navigate to="/home/zjCompetition" replace />;
  const d = detail.data;
  return (
    <div className="teams-page">
      <section className="portal-band teams-hero">
        <div className="portal-container">
          <Link to={`/home/competition/details?competitionId=${encodeURIComponent(competitionId)}`}>
            ← {t('team.back')}
          </Link>
          <h1>{t('signUp.title')}</h1>
          <p>{d ? d.name : t('signUp.subtitle')}</p>
        </div>
      </section>
      <div className="portal-container">
        <div className="teams-body single">
          {detail.isLoading ? (
            <Card variant="borderless">
              <Skeleton active />
            </Card>
          ) : !d || d.phase !== 'signUp' ? (
            <Card variant="borderless">
              <Result status="info" title={t('signUp.closed')} />
            </Card>
          ) : !signedIn ? (
            <Card variant="borderless">
              <SignInPrompt title={t('signUp.signInFirst')} />
            </Card>
          ) : (
            <SignUpForm competitionId={competitionId} />
          )}
        </div>
      </div>
    </div>
  );
};

/**
 * The fee this sign-up will be charged: the rule for the chosen event and participant group (the server's
 * `feeOfChoice`), updated as the choice changes; nothing when the choice is free and nothing is charged.
 */
const SignUpFee = ({ detail, form }: { detail: PortalCompetitionDetail; form: FormInstance<Values> }) => {
  const { t } = useTranslation('teams');
  const punct = usePunctuation();
  const itemId = Form.useWatch('itemId', form);
  const groupId = Form.useWatch('participantGroupId', form);
  const fee = feeOfChoice(detail.fees, detail.feeFen, itemId, groupId);
  if (fee === 0 && feeSpan(detail).max === 0) return null;
  return (
    <Alert
      className="teams-fee"
      type={fee === 0 ? 'success' : 'info'}
      showIcon
      data-testid="signup-fee"
      title={
        fee === 0 ? (
          t('signUp.feeNone')
        ) : (
          <>
            {t('signUp.fee')}
            {punct.colon}
            <strong>
              {t(detail.feeBasis === 'member' ? 'signUp.feePerMember' : 'signUp.feePerTeam', {
                amount: formatFen(fee),
              })}
            </strong>
          </>
        )
      }
      description={fee === 0 ? undefined : t('signUp.feeHint', { minutes: detail.payWindowMinutes })}
    />
  );
};

const SignUpForm = ({ competitionId }: { competitionId: string }) => {
  const { t } = useTranslation('teams');
  const punct = usePunctuation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<Values>();
  // Someone already signed up sees their sign-ups first; the form opens only for another event.
  const [another, setAnother] = useState(false);
  const detail = useQuery({
    queryKey: competitionKeys.portalDetail(competitionId),
    queryFn: () => competitionApi.portalDetail(competitionId),
  });
  const mine = useQuery({
    queryKey: teamKeys.mine(competitionId),
    queryFn: () => teamsApi.myTeams(competitionId),
  });
  const me = useQuery({ queryKey: teamKeys.me, queryFn: teamsApi.me });
  const complete = useQuery({
    queryKey: teamKeys.complete(competitionId),
    queryFn: () => teamsApi.completeFor(competitionId),
  });
  const submit = useMutation({
    mutationFn: async (values: Values) => {
      await teamsApi.saveInfo(toSaveBody(values));
      return teamsApi.signUp({
        competitionId,
        itemId: values.itemId,
        participantGroupId: values.participantGroupId,
        teamName: values.teamName?.trim() || undefined,
        invitationCode: values.invitationCode?.trim() || undefined,
      });
    },
    onSuccess: (result) => {
      if (result.status === 'awaitingPayment') {
        // A sign-up with a fee goes straight to the cashier for its order.
        void message.success(t('signUp.submittedPay', { minutes: detail.data?.payWindowMinutes ?? 30 }));
        void navigate(cashierHref({ orderNo: result.orderNo, teamId: result.teamId }));
        return;
      }
      const isTeam = detail.data?.mode === 'team';
      void message.success(t(isTeam ? 'signUp.done' : 'signUp.doneIndividual'));
      void navigate(`/home/competition/team/details?teamId=${encodeURIComponent(result.teamId)}`, {
        state: { from: location.pathname },
      });
    },
  });
  const d = detail.data;
  if (!d || mine.isLoading || me.isLoading || complete.isLoading)
    return (
      <Card variant="borderless">
        <Skeleton active />
      </Card>
    );
  const mineRows = mine.data ?? [];
  const taken = new Set(mineRows.map((m) => m.itemId));
  const openItems = d.items.filter((i) => !taken.has(i.itemId));
  if (mineRows.length > 0 && (!another || openItems.length === 0))
    return (
      <SignedUpSummary
        teams={mineRows}
        needsInfo={complete.data ? !complete.data.complete : false}
        onAnother={openItems.length > 0 ? () => setAnother(true) : undefined}
      />
    );
  const isTeam = d.mode === 'team';
  const required = complete.data?.requiredFields ?? [];
  const missing = fieldsToAsk(required, me.data);
  return (
    <Card variant="borderless">
      {mineRows.length ? (
        <p>
          {t('signUp.already')}
          {punct.colon}
          {mineRows.map((m) => (
            <Link key={m.teamId} to={`/home/competition/team/details?teamId=${encodeURIComponent(m.teamId)}`}>
              {punct.parenthesised(m.name, m.itemName)}{' '}
            </Link>
          ))}
        </p>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ ...initialInfo(me.data), itemId: openItems[0]?.itemId }}
        onFinish={(values) => submit.mutate(values)}
        scrollToFirstError
      >
        <Form.Item name="itemId" label={t('signUp.item')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={openItems.map((i) => ({ value: i.itemId, label: i.name }))}
          />
        </Form.Item>
        {d.participantGroups.length > 0 && (
          <Form.Item name="participantGroupId" label={t('signUp.group')} rules={[{ required: true }]}>
            <Select options={d.participantGroups.map((g) => ({ value: g.groupId, label: g.name }))} />
          </Form.Item>
        )}
        {isTeam && (
          <Form.Item
            name="teamName"
            label={t('signUp.teamName')}
            extra={t('signUp.teamSize', { min: d.teamMin, max: d.teamMax })}
            rules={[{ required: true, whitespace: true, min: 2, max: 20 }]}
          >
            <Input placeholder={t('signUp.teamNamePlaceholder')} maxLength={20} />
          </Form.Item>
        )}
        {isTeam && <TeamFormedLater detail={d} />}
        {/* Only when the organiser set a code: otherwise it reads as where teammates are invited. */}
        {d.needsInvitationCode && (
          <Form.Item
            name="invitationCode"
            label={t('signUp.invitationCode')}
            extra={t('signUp.invitationCodeHint')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={32} autoComplete="off" />
          </Form.Item>
        )}
        <div className="teams-section-title">{t('info.title')}</div>
        {me.data && <ProfileOnFile me={me.data} />}
        <p className="teams-member-sub teams-info-note">
          {missing.length === 0 ? t('info.nothingMissing') : t('info.askMissing')}
        </p>
        {/* Only what the competition requires and the profile lacks: the rest is on file above. */}
        <MemberInfoFields required={required} me={me.data} onlyMissing />
        <SignUpFee detail={d} form={form} />
        <Button type="primary" htmlType="submit" size="large" block loading={submit.isPending}>
          {t('signUp.submit')}
        </Button>
      </Form>
    </Card>
  );
};
