import { formatIssueDate } from '@podium/certificate/issue-date';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, List, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { certificateApi, tracePath } from '../../../features/certificates/certificate-api.ts';
import '../../../features/certificates/certificates.css';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';

/** /home/certificate/search — by number, or name + number (spec §7); a name alone finds nothing. */
export const CertificateSearchPage = () => {
  const { t, i18n } = useTranslation('certificate');
  const [params, setParams] = useSearchParams();
  const certNo = (params.get('certNo') ?? '').trim();
  const name = (params.get('name') ?? '').trim();
  const [draft, setDraft] = useState({ certNo, name });
  const result = useQuery({
    queryKey: ['certificate', 'search', certNo, name],
    queryFn: () => certificateApi.search({ certNo, ...(name ? { name } : {}) }),
    enabled: certNo !== '',
  });
  const submit = () => {
    const next = new URLSearchParams();
    if (draft.certNo.trim()) next.set('certNo', draft.certNo.trim());
    if (draft.name.trim()) next.set('name', draft.name.trim());
    setParams(next);
  };
  return (
    <>
      <PortalPageBand title={t('searchTitle')} subtitle={t('searchIntro')} />
      <div className="cert-page">
        <form
          className="cert-search-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Input
            aria-label={t('searchNo')}
            placeholder={t('searchNo')}
            value={draft.certNo}
            onChange={(e) => setDraft({ ...draft, certNo: e.target.value })}
          />
          <Input
            aria-label={t('searchName')}
            placeholder={t('searchName')}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
          <Button type="primary" htmlType="submit">
            {t('search')}
          </Button>
        </form>
        {!certNo ? (
          <Empty description={t('searchPrompt')} />
        ) : result.isPending ? (
          <Skeleton active />
        ) : (
          <List
            bordered
            dataSource={result.data?.rows ?? []}
            locale={{
              // The name given is not the holder's of an existing number: say so (never whose it is).
              emptyText: result.data?.mismatch === 'name' ? t('searchNameMismatch') : t('searchEmpty'),
            }}
            renderItem={(row) => (
              <List.Item
                actions={[
                  <Link key="verify" to={tracePath(row.traceUrl)}>
                    {t('verify')}
                  </Link>,
                ]}
              >
                <List.Item.Meta
                  title={`${row.certNo} · ${row.name} · ${row.awardName}`}
                  description={`${row.competitionName} · ${formatIssueDate(row.issuedAt, i18n.language.startsWith('en') ? 'en' : 'zh')}`}
                />
              </List.Item>
            )}
          />
        )}
      </div>
    </>
  );
};
