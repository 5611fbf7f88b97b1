import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyWork } from '@podium/contracts';
import { Alert, App, Button, Card, Empty, Form, Input, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { BeijingTimeNote } from '../../../features/beijing-time/BeijingTimeNote.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../../features/auth/session-store.ts';
import { VersionHistory } from '../../../features/works/VersionHistory.tsx';
import { WorkFilesField, type PickedFile } from '../../../features/works/WorkFilesField.tsx';
import { worksApi, worksKeys } from '../../../features/works/works-api.ts';
import '../../../features/works/works.css';

const FMT = 'YYYY-MM-DD HH:mm';
type FormValues = { title: string; files: PickedFile[]; fields: Record<string, string> };

/** The sign-ups of the signed-in student, each with a button to its submission form. */
const SignUpChooser = () => {
  const { t } = useTranslation('works');
  const signUps = useQuery({ queryKey: worksKeys.mySignUps(), queryFn: worksApi.mySignUps });
  if (signUps.isLoading) return <Skeleton active />;
  if (!signUps.data?.length)
    return (
      <Empty description={t('submit.noSignUps')}>
        <Link to="/home/competition">{t('submit.goCompetitions')}</Link>
      </Empty>
    );
  return (
    <div className="works-stack">
      <Typography.Title level={4}>{t('submit.chooseSignUp')}</Typography.Title>
      {signUps.data.map((s) => (
        <Card key={s.teamId} className="works-sign-up-card" size="small">
          <div>
            <Typography.Text strong>{s.competitionName}</Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {s.stageName} · {s.itemName} · {s.teamName}
              </Typography.Text>
            </div>
            <Space size={4} wrap style={{ marginTop: 4 }}>
              <Tag color={s.teamStatus === 'approved' ? 'green' : 'orange'}>
                {t(`submit.status.${s.teamStatus as 'approved'}`)}
              </Tag>
              <Tag color={s.versionCount ? 'blue' : 'default'}>
                {s.versionCount ? t('submit.versionNo', { n: s.versionCount }) : t('submit.noWork')}
              </Tag>
            </Space>
          </div>
          {s.submitBlock ? (
            // Why not now, in place of a button that would lead to a page without a form.
            <div className="works-sign-up-blocked">
              <Button type="primary" disabled>
                {s.versionCount ? t('submit.resubmitButton') : t('submit.submitButton')}
              </Button>
              <Typography.Text type="secondary">{t(`submit.block.${s.submitBlock}`)}</Typography.Text>
            </div>
          ) : (
            <Link to={`/home/competition/submitWork?teamId=${encodeURIComponent(s.teamId)}`}>
              <Button type="primary">
                {s.versionCount ? t('submit.resubmitButton') : t('submit.submitButton')}
              </Button>
            </Link>
          )}
        </Card>
      ))}
    </div>
  );
};

/** The form for one sign-up: the stage's rules, title, descriptive fields, files; then the history. */
const SubmitForm = ({ mine }: { mine: MyWork }) => {
  const { t } = useTranslation('works');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const { rules, work } = mine;
  const submit = useMutation({
    mutationFn: (values: FormValues) =>
      worksApi.submit({
        teamId: mine.teamId,
        title: values.title,
        fileIds: values.files.map((f) => f.fileId),
        fields: values.fields ?? {},
      }),
    onSuccess: (result) => {
      void message.success(t('submit.submitted', { n: result.versionNo }));
      form.resetFields(['files']);
      void queryClient.invalidateQueries({ queryKey: worksKeys.all });
    },
  });
  const canSubmit =
    rules.open && mine.teamStatus === 'approved' && (!work || (rules.replaceable && !mine.judged));
  const onFinish = (values: FormValues) => {
    if (!work) return submit.mutate(values);
    modal.confirm({ title: t('submit.confirmReplace'), onOk: () => submit.mutateAsync(values) });
  };
  const window =
    rules.submitStart && rules.submitEnd
      ? t('submit.window', {
          start: formatBeijing(rules.submitStart, FMT),
          end: formatBeijing(rules.submitEnd, FMT),
        })
      : t('submit.windowUnset');
  const labels = Object.fromEntries(rules.fields.map((f) => [f.key, f.label]));

  return (
    <div className="works-stack">
      <Card size="small">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {mine.competitionName}
        </Typography.Title>
        <Space size={[4, 4]} wrap>
          <Tag>{rules.stageName}</Tag>
          <Tag>{mine.itemName}</Tag>
          <Tag>{mine.teamName}</Tag>
          <Tag color={rules.open ? 'green' : 'default'}>
            {rules.open ? t('submit.open') : t('submit.closed')}
          </Tag>
        </Space>
        <div style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{window}</Typography.Text> <BeijingTimeNote />
        </div>
      </Card>
      {mine.teamStatus !== 'approved' && <Alert type="warning" showIcon title={t('submit.notApproved')} />}
      {work && mine.judged && <Alert type="info" showIcon title={t('submit.block.judged')} />}
      <Alert
        type="info"
        showIcon
        title={t('submit.rules', {
          types: rules.types.join(', '),
          mb: rules.maxSizeMb,
          count: rules.maxCount,
        })}
        description={rules.replaceable ? t('submit.replaceable') : t('submit.notReplaceable')}
      />
      {canSubmit && (
        <Card title={work ? t('submit.resubmitButton') : t('submit.submitButton')}>
          <Form<FormValues>
            form={form}
            layout="vertical"
            name="work-submit"
            initialValues={{ title: work?.title ?? '', files: [], fields: work?.current?.fields ?? {} }}
            onFinish={onFinish}
          >
            <Form.Item
              name="title"
              label={t('submit.workTitle')}
              rules={[{ required: true, whitespace: true, max: 100 }]}
            >
              <Input placeholder={t('submit.workTitlePlaceholder')} maxLength={100} />
            </Form.Item>
            {rules.fields.map((field) => (
              <Form.Item
                key={field.key}
                name={['fields', field.key]}
                label={field.label}
                rules={[{ required: field.required, whitespace: true, max: 5000 }]}
              >
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} showCount />
              </Form.Item>
            ))}
            <Form.Item
              name="files"
              label={t('submit.files')}
              rules={[
                {
                  validator: (_, v: PickedFile[]) =>
                    v?.length ? Promise.resolve() : Promise.reject(new Error(t('submit.noFiles'))),
                },
              ]}
            >
              <WorkFilesField maxCount={rules.maxCount} accept={rules.types.map((x) => `.${x}`).join(',')} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={submit.isPending} block>
              {work ? t('submit.resubmitButton') : t('submit.submitButton')}
            </Button>
          </Form>
        </Card>
      )}
      <Card
        title={t('submit.history')}
        extra={
          work && (
            <Link to={`/home/work/workDetail?workId=${encodeURIComponent(work.workId)}`}>
              {t('submit.viewDetail')}
            </Link>
          )
        }
      >
        {work ? (
          <VersionHistory versions={work.versions} fieldLabels={labels} />
        ) : (
          <Empty description={t('submit.noWork')} />
        )}
      </Card>
    </div>
  );
};

/** /home/competition/submitWork: choose a sign-up, upload (resumable, with progress), describe, submit. */
export const SubmitWorkPage = () => {
  const { t } = useTranslation(['works', 'common']);
  const { user } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const teamId = params.get('teamId') ?? '';
  const mine = useQuery({
    queryKey: worksKeys.mine(teamId),
    queryFn: () => worksApi.mine(teamId),
    enabled: Boolean(user && teamId),
    retry: false,
  });
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);

  let body;
  if (!user)
    body = (
      <Result
        status="403"
        title={t('works:submit.title')}
        extra={
          <Link to={`/neibu/login?redirect=${redirect}`}>
            <Button type="primary">{t('common:login')}</Button>
          </Link>
        }
      />
    );
  else if (!teamId) body = <SignUpChooser />;
  else if (mine.isLoading) body = <Skeleton active />;
  else if (!mine.data) body = <Result status="404" title={t('works:detail.notFound')} />;
  else body = <SubmitForm mine={mine.data} />;

  return (
    <div>
      <div className="portal-band works-hero">
        <div className="works-page" style={{ paddingTop: 0, paddingBottom: 0 }}>
          <h1>{t('works:submit.title')}</h1>
          <p>{t('works:submit.filesHint')}</p>
        </div>
      </div>
      <div className="works-page">{body}</div>
    </div>
  );
};
