import { Button, Descriptions, Drawer, Empty, List } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InfoFormRow } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../layouts/shared/useIsPhone.ts';
import { centerApi, centerKeys, formatTime } from '../center-api.ts';
import { usePunctuation } from '../../../i18n/usePunctuation.ts';

/** Everyone's answers to one form, one block per entrant, and the .xlsx export. */
export const SubmissionsDrawer = ({ form, onClose }: { form: InfoFormRow; onClose: () => void }) => {
  const { t } = useTranslation('center');
  const punct = usePunctuation();
  const isPhone = useIsPhone();
  const [exporting, setExporting] = useState(false);
  const list = useQuery({
    queryKey: centerKeys.submissions(form.formId),
    queryFn: () => centerApi.submissions(form.formId),
  });
  return (
    <Drawer
      open
      width={isPhone ? '100%' : 640}
      title={`${form.title} · ${t('desk.submissions')}`}
      onClose={onClose}
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={() => {
            setExporting(true);
            void centerApi.exportSubmissions(form.formId).finally(() => setExporting(false));
          }}
        >
          {t('desk.export')}
        </Button>
      }
    >
      {list.data && list.data.length === 0 ? (
        <Empty description={t('common.noData')} />
      ) : (
        <List
          loading={list.isLoading}
          dataSource={list.data ?? []}
          renderItem={(s) => (
            <List.Item>
              <Descriptions
                size="small"
                column={1}
                title={`${punct.parenthesised(s.realName, s.username)}${s.schoolName ? ` · ${s.schoolName}` : ''}`}
                items={[
                  ...(s.teamName
                    ? [{ key: '_team', label: t('competition.team'), children: s.teamName }]
                    : []),
                  ...form.fields.map((f) => ({
                    key: f.key,
                    label: f.label,
                    children: s.values[f.key] || '—',
                  })),
                  { key: '_at', label: t('desk.submittedAt'), children: formatTime(s.updatedAt) },
                ]}
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
};
