import { Button, Card, Empty, Result, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InfoFormRow } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { centerApi, centerKeys, formatTime } from '../../../features/user-center/center-api.ts';
import { InfoFormDrawer } from '../../../features/user-center/InfoFormDrawer.tsx';
import '../../../features/user-center/center-pages.css';

/** /center/informationSub: forms my competitions ask me to fill, each editable until its deadline. */
export const CenterInfoSubPage = () => {
  const { t } = useTranslation(['center', 'common']);
  const [open, setOpen] = useState<InfoFormRow | null>(null);
  const forms = useQuery({ queryKey: centerKeys.forms, queryFn: centerApi.forms });
  return (
    <div className="center-page">
      <Card
        variant="borderless"
        title={<h1 className="card-heading">{t('common:route.centerInformationSub')}</h1>}
        loading={forms.isLoading}
      >
        {forms.isError ? (
          <Result status="warning" title={t('common.loadFailed')} />
        ) : !forms.data?.length ? (
          <Empty style={{ padding: '32px 0' }} description={t('info.empty')}>
            <span className="center-entry-meta">{t('info.emptyHint')}</span>
          </Empty>
        ) : (
          forms.data.map((form) => (
            <div className="center-entry" key={form.formId} data-testid="info-form">
              <div className="center-entry-head">
                <span className="center-entry-title">{form.title}</span>
                <Space size={4}>
                  <Tag bordered={false} color={form.submittedAt ? 'green' : 'orange'}>
                    {form.submittedAt ? t('info.submitted') : t('info.notSubmitted')}
                  </Tag>
                  {!form.open && <Tag bordered={false}>{t('info.closed')}</Tag>}
                </Space>
              </div>
              <div className="center-entry-meta">
                <span>{form.competitionName}</span>
                <span>{t('info.deadline', { date: formatTime(form.deadline) })}</span>
              </div>
              {form.description && <div>{form.description}</div>}
              <div>
                <Button
                  type={form.open && !form.submittedAt ? 'primary' : 'default'}
                  onClick={() => setOpen(form)}
                >
                  {!form.open ? t('info.view') : form.submittedAt ? t('info.editAnswers') : t('info.fill')}
                </Button>
              </div>
            </div>
          ))
        )}
      </Card>
      {open && <InfoFormDrawer form={open} onClose={() => setOpen(null)} />}
    </div>
  );
};
