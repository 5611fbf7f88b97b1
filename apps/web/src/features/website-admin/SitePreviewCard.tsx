import type { WebsiteSettingSaveBody } from '@podium/contracts';
import { Avatar, Button, Card, Dropdown, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { values: Partial<WebsiteSettingSaveBody> };

/** A miniature of the portal header and wording, updated as the form changes. */
export const SitePreviewCard = ({ values }: Props) => {
  const { t } = useTranslation('websiteAdmin');
  const wording = values.wording;
  const submit = wording?.submitButton === 'topic' ? t('setting.submitTopic') : t('setting.submitWork');
  const select =
    wording?.workSelectLabel === 'entryNumber' ? t('setting.entryNumber') : t('setting.individualTeam');
  const item =
    wording?.signUpItemLabel === 'propositionCategory'
      ? t('setting.propositionCategory')
      : t('setting.event');
  return (
    <Card title={t('setting.preview')} size="small">
      <Flex vertical gap={12}>
        <Flex align="center" gap={8}>
          <Avatar shape="square" src={values.logoUrl || undefined}>
            {values.title?.slice(0, 1)}
          </Avatar>
          <Typography.Text strong ellipsis>
            {values.title}
          </Typography.Text>
        </Flex>
        <nav className="org-preview-nav" aria-label={t('setting.navigation')}>
          {(values.navigationSettings ?? []).map((section, i) => (
            <Dropdown
              key={`${section?.tem}-${i}`}
              menu={{ items: (section?.children ?? []).map((c, j) => ({ key: j, label: c?.name })) }}
            >
              <Button type="text" size="small">
                {section?.name || '…'}
              </Button>
            </Dropdown>
          ))}
        </nav>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
          {values.description}
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button size="small">{item}</Button>
          <Button size="small">{select}</Button>
          <Button size="small" type="primary">
            {submit}
          </Button>
        </Flex>
        <Typography.Text type="secondary">{(values.hosts ?? []).join(' · ')}</Typography.Text>
      </Flex>
    </Card>
  );
};
