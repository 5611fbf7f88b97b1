import { formatIssueDate } from '@podium/certificate/issue-date';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, List, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getBinary, saveBinary } from '../../../api/download.ts';
import { CertificateThumb } from '../../../features/certificates/CertificateThumb.tsx';
import { certificateApi, tracePath } from '../../../features/certificates/certificate-api.ts';
import { usePunctuation } from '../../../i18n/usePunctuation.ts';

/** /center/reward: the user's certificates (view, download) and awards. */
export const CenterRewardPage = () => {
  const { t, i18n } = useTranslation('certificate');
  const punct = usePunctuation();
  const certificates = useQuery({ queryKey: ['certificate', 'my'], queryFn: certificateApi.my });
  const awards = useQuery({ queryKey: ['award', 'my'], queryFn: certificateApi.myAwards });
  const download = async (pdfUrl: string) => saveBinary(await getBinary(pdfUrl.replace(/^\/prod-api/, '')));
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={<h1 className="card-heading">{t('myTitle')}</h1>} variant="borderless">
        <List
          loading={certificates.isPending}
          dataSource={certificates.data ?? []}
          locale={{ emptyText: t('noCertificates') }}
          renderItem={(row) => (
            <List.Item
              data-cert-no={row.certNo}
              actions={[
                <Button key="pdf" type="link" onClick={() => void download(row.pdfUrl)}>
                  {t('download')}
                </Button>,
                <Link key="view" to={tracePath(row.traceUrl)}>
                  {t('view')}
                </Link>,
              ]}
            >
              <List.Item.Meta
                avatar={
                  <CertificateThumb
                    url={row.thumbUrl}
                    alt={t('thumbOf', { certNo: row.certNo })}
                    width={144}
                  />
                }
                title={
                  <span>
                    {row.competitionName} · {row.awardName}{' '}
                    {row.status === 'revoked' && <Tag color="orange">{t('statusRevoked')}</Tag>}
                  </span>
                }
                description={`${t('certNo')} ${row.certNo} · ${formatIssueDate(row.issuedAt, i18n.language.startsWith('en') ? 'en' : 'zh')}`}
              />
            </List.Item>
          )}
        />
      </Card>
      <Card title={<h2 className="card-heading">{t('myAwardsTitle')}</h2>} variant="borderless">
        <List
          loading={awards.isPending}
          dataSource={awards.data ?? []}
          locale={{ emptyText: t('noAwards') }}
          renderItem={(row) => (
            <List.Item>
              <List.Item.Meta
                title={`${row.competitionName} · ${row.awardName}`}
                description={[row.listName, row.workName && `${t('workName')}${punct.colon}${row.workName}`]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </List.Item>
          )}
        />
      </Card>
    </Space>
  );
};
