import { DictType, type PublicCampaign } from '@podium/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Result, Select, Skeleton, Space, Tag } from 'antd';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { BeijingTimeNote } from '../../../features/beijing-time/BeijingTimeNote.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';
import { dictLabel, useDictOptions } from '../../../features/competition/competition-api.ts';
import { intakeApi, intakeKeys } from '../../../features/experts/expert-intake-api.ts';
import { NewsEmpty } from '../../../features/news/NewsEmpty.tsx';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import '../../../features/news/news.css';
import '../../../features/content/content.css';
import '../../../features/experts/experts.css';

type ApplyValues = {
  name: string;
  title?: string;
  organisation: string;
  fields: string[];
  phone: string;
  email?: string;
  introduction?: string;
  agreed?: boolean;
};

const ApplyForm = ({ campaign }: { campaign: PublicCampaign }) => {
  const { t } = useTranslation('experts');
  const fieldOptions = useDictOptions(DictType.expertField).data;
  const [form] = Form.useForm<ApplyValues>();
  const apply = useMutation({
    mutationFn: (values: ApplyValues) =>
      intakeApi.apply({ ...values, campaignId: campaign.campaignId, agreed: values.agreed === true }),
  });
  if (apply.isSuccess)
    return (
      <Result
        status="success"
        title={t('portal.success')}
        subTitle={t('portal.successHint')}
        extra={
          <Link to="/home/expertRecruitment">
            <Button>{t('portal.back')}</Button>
          </Link>
        }
      />
    );
  if (!campaign.open) return <Result status="info" title={t('portal.closed')} />;
  return (
    <Form<ApplyValues>
      form={form}
      name="expert-apply"
      layout="vertical"
      className="recruit-form"
      onFinish={(values) => apply.mutate(values)}
    >
      <Form.Item
        name="name"
        label={t('common.name')}
        rules={[{ required: true, whitespace: true, message: t('portal.nameRequired') }]}
      >
        <Input maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item name="title" label={t('common.title')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="organisation"
        label={t('common.organisation')}
        rules={[{ required: true, whitespace: true, message: t('portal.organisationRequired') }]}
      >
        <Input maxLength={100} autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="fields"
        label={t('common.fields')}
        rules={[{ required: true, message: t('portal.fieldsRequired') }]}
      >
        <Select mode="multiple" options={fieldOptions} optionFilterProp="label" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('common.phone')}
        rules={[{ required: true, pattern: /^1\d{10}$/, message: t('portal.phoneFormat') }]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('common.email')}
        rules={[{ type: 'email', message: t('portal.emailFormat') }]}
      >
        <Input maxLength={120} autoComplete="email" />
      </Form.Item>
      <Form.Item name="introduction" label={t('recruitment.introduction')}>
        <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Form.Item
        name="agreed"
        valuePropName="checked"
        rules={[
          {
            validator: (_, v) =>
              v ? Promise.resolve() : Promise.reject(new Error(t('portal.consentRequired'))),
          },
        ]}
      >
        <Checkbox>{t('portal.consent')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={apply.isPending}>
        {t('portal.submit')}
      </Button>
    </Form>
  );
};

const CampaignCard = ({ campaign }: { campaign: PublicCampaign }) => {
  const { t } = useTranslation('experts');
  const fields = useDictOptions(DictType.expertField);
  return (
    <article className="recruit-card">
      <h2>{campaign.title}</h2>
      <Space size={[4, 4]} wrap>
        <Tag color="orange">{t('portal.deadline', { at: formatBeijing(campaign.deadline) })}</Tag>
        <BeijingTimeNote />
        {campaign.fields.map((f) =>
          // Until the dictionary answers, a placeholder: never the raw value (`industrialDesign`) flashing by.
          fields.isPending ? (
            <Skeleton.Button key={f} active size="small" className="recruit-field-skeleton" />
          ) : (
            <Tag key={f} color="blue">
              {dictLabel(fields.data, f)}
            </Tag>
          ),
        )}
      </Space>
      <p className="recruit-description">{campaign.description}</p>
      <Link to={`/home/expertRecruitment?campaignId=${encodeURIComponent(campaign.campaignId)}`}>
        <Button type="primary">{t('portal.apply')}</Button>
      </Link>
    </article>
  );
};

/**
 * /home/expertRecruitment: open calls for review experts, and (with ?campaignId) the public application
 * form — validated here and again on the server, with explicit consent, rate-limited by the server.
 */
export const ExpertRecruitmentPortalPage = () => {
  const { t } = useTranslation('experts');
  usePageMeta(t('portal.title'), t('portal.subtitle'));
  const [params] = useSearchParams();
  const campaignId = params.get('campaignId');
  const list = useQuery({
    queryKey: intakeKeys.publicCampaigns(),
    queryFn: intakeApi.publicCampaigns,
    enabled: !campaignId,
  });
  const one = useQuery({
    queryKey: [...intakeKeys.publicCampaigns(), campaignId],
    queryFn: () => intakeApi.publicCampaign(campaignId!),
    enabled: Boolean(campaignId),
  });
  return (
    <div className="news-page">
      <PortalPageBand
        title={campaignId && one.data ? t('portal.applyTitle', { title: one.data.title }) : t('portal.title')}
        subtitle={t('portal.subtitle')}
      />
      <div className="portal-container content-wrap">
        {campaignId ? (
          <div className="content-card recruit-apply">
            <Link to="/home/expertRecruitment">{t('portal.back')}</Link>
            {one.isLoading ? <Skeleton active /> : one.data ? <ApplyForm campaign={one.data} /> : null}
          </div>
        ) : list.isLoading ? (
          <Skeleton active />
        ) : (list.data ?? []).length === 0 ? (
          <div className="content-card">
            <NewsEmpty title={t('portal.none')} />
          </div>
        ) : (
          <div className="recruit-list">
            {list.data!.map((c) => (
              <CampaignCard key={c.campaignId} campaign={c} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
};
