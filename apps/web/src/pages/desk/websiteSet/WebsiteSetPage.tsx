import { SITE_TEXT_LIMITS, WEBSITE_TEMPLATES, type WebsiteSettingSaveBody } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Input, Radio, Row, Select, Skeleton } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../features/permission/usePermission.ts';
import { NavigationEditor } from '../../../features/website-admin/NavigationEditor.tsx';
import { SitePreviewCard } from '../../../features/website-admin/SitePreviewCard.tsx';
import { useWebsiteMutation } from '../../../features/website-admin/useWebsiteMutation.ts';
import { websiteAdminApi, websiteAdminKeys } from '../../../features/website-admin/website-admin-api.ts';
import '../../../features/organization/organization.css';

const HOST = /^(\*|[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*)$/;
const URL_OR_PATH = /^(|\/\S*|https?:\/\/\S+)$/;

/** websiteSet/index: the acting group's site — basics, navigation, wording variants, with a live preview. */
export const WebsiteSetPage = () => {
  const { t } = useTranslation('websiteAdmin');
  const can = usePermission();
  const [form] = Form.useForm<WebsiteSettingSaveBody>();
  const setting = useQuery({ queryKey: websiteAdminKeys.setting(), queryFn: websiteAdminApi.setting });
  const save = useWebsiteMutation(
    (v: WebsiteSettingSaveBody) => websiteAdminApi.saveSetting(v),
    t('setting.saved'),
  );
  const values = Form.useWatch([], form) as Partial<WebsiteSettingSaveBody> | undefined;
  const reset = useCallback(() => {
    if (!setting.data) return;
    const { groupId: _g, groupName: _n, exists: _e, updatedAt: _u, ...fields } = setting.data;
    form.setFieldsValue(fields as WebsiteSettingSaveBody);
  }, [form, setting.data]);
  useEffect(reset, [reset]);

  if (setting.isLoading)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const radio = (
    name: 'submitButton' | 'workSelectLabel' | 'signUpItemLabel',
    options: [string, string][],
  ) => (
    <Form.Item name={['wording', name]} label={t(`setting.${name}`)} rules={[{ required: true }]}>
      <Radio.Group
        optionType="button"
        options={options.map(([value, key]) => ({ value, label: t(`setting.${key}` as 'setting.event') }))}
      />
    </Form.Item>
  );
  return (
    <Form
      name="website-set-page"
      form={form}
      layout="vertical"
      disabled={!can(['website:edit']) || save.isPending}
      onFinish={(v) => save.mutate(v)}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            {setting.data && !setting.data.exists && (
              <Alert type="info" showIcon title={t('setting.notCreated')} />
            )}
            <Card title={`${t('setting.basic')} · ${setting.data?.groupName ?? ''}`}>
              <Form.Item
                name="hosts"
                label={t('setting.hosts')}
                extra={t('setting.hostsHint')}
                rules={[
                  {
                    required: true,
                    type: 'array',
                    min: 1,
                    message: t('setting.required', { field: t('setting.hosts') }),
                  },
                  {
                    validator: (_, hosts: string[] = []) => {
                      const bad = hosts.find((h) => !HOST.test(h.toLowerCase()));
                      return bad
                        ? Promise.reject(new Error(t('setting.hostRule', { host: bad })))
                        : Promise.resolve();
                    },
                  },
                ]}
              >
                <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
              </Form.Item>
              <Form.Item
                name="title"
                label={t('setting.pageTitle')}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t('setting.required', { field: t('setting.pageTitle') }),
                  },
                  { max: 100 },
                ]}
              >
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="titleEn" label={t('setting.titleEn')} extra={t('setting.englishHint')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="description" label={t('setting.description')} rules={[{ max: 500 }]}>
                <Input.TextArea rows={3} maxLength={500} showCount />
              </Form.Item>
              <Form.Item name="descriptionEn" label={t('setting.descriptionEn')} rules={[{ max: 500 }]}>
                <Input.TextArea rows={3} maxLength={500} showCount />
              </Form.Item>
              <Row gutter={12}>
                <Col xs={24} md={12}>
                  <Form.Item name="footer" label={t('setting.footer')} extra={t('setting.footerHint')}>
                    <Input.TextArea rows={3} maxLength={500} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="footerEn" label={t('setting.footerEn')}>
                    <Input.TextArea rows={3} maxLength={500} />
                  </Form.Item>
                </Col>
              </Row>
              <Row gutter={12}>
                <Col xs={24} md={9}>
                  <Form.Item name="logoUrl" label={t('setting.logoUrl')} rules={[{ pattern: URL_OR_PATH }]}>
                    <Input placeholder="/logo.svg" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={9}>
                  <Form.Item name="iconUrl" label={t('setting.iconUrl')} rules={[{ pattern: URL_OR_PATH }]}>
                    <Input placeholder="/favicon.svg" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={6}>
                  <Form.Item name="templateType" label={t('setting.templateType')}>
                    <Select
                      options={WEBSITE_TEMPLATES.map((v) => ({
                        value: v,
                        label: t(`setting.templates.${v}`),
                      }))}
                    />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
            <Card title={t('setting.navigation')}>
              <NavigationEditor />
            </Card>
            <Card title={t('setting.documents')}>
              <Alert type="info" showIcon title={t('setting.documentsHint')} style={{ marginBottom: 16 }} />
              {(['userAgreement', 'userAgreementEn', 'privacyPolicy', 'privacyPolicyEn'] as const).map(
                (name) => (
                  <Form.Item key={name} name={name} label={t(`setting.${name}`)}>
                    <Input.TextArea rows={5} maxLength={SITE_TEXT_LIMITS.document} showCount />
                  </Form.Item>
                ),
              )}
            </Card>
            <Card title={t('setting.wording')}>
              {radio('submitButton', [
                ['topic', 'submitTopic'],
                ['work', 'submitWork'],
              ])}
              {radio('workSelectLabel', [
                ['entryNumber', 'entryNumber'],
                ['individualTeam', 'individualTeam'],
              ])}
              {radio('signUpItemLabel', [
                ['propositionCategory', 'propositionCategory'],
                ['event', 'event'],
              ])}
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16} style={{ position: 'sticky', top: 16 }}>
            <SitePreviewCard values={values ?? {}} />
            {can(['website:edit']) && (
              <Flex gap={8}>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('setting.save')}
                </Button>
                <Button onClick={reset}>{t('setting.reset')}</Button>
              </Flex>
            )}
          </Flex>
        </Col>
      </Row>
    </Form>
  );
};
