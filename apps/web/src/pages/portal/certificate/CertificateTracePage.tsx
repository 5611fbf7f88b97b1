import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { formatIssueDate } from '@podium/certificate/issue-date';
import { DEFAULT_VERIFY_WORDING } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { certificateApi } from '../../../features/certificates/certificate-api.ts';
import '../../../features/certificates/certificates.css';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';

const ICONS = {
  valid: <CheckCircleFilled style={{ color: '#1f9d55' }} />,
  revoked: <ExclamationCircleFilled style={{ color: '#d48806' }} />,
  invalid: <CloseCircleFilled style={{ color: '#cf1322' }} />,
};

/** /certificate/trace?code=&sig= — what the QR code opens: the authentic record (masked) or a clear refusal. */
export const CertificateTracePage = () => {
  const { t, i18n } = useTranslation('certificate');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const sig = params.get('sig') ?? '';
  const trace = useQuery({
    queryKey: ['certificate', 'trace', code, sig],
    queryFn: () => certificateApi.trace(code, sig),
    enabled: code !== '' && sig !== '',
  });
  const verdict = trace.data?.verdict;
  const record = trace.data?.certificate;
  // The date the certificate's PDF prints: one value (issuedAt) through one formatting function.
  const date = (iso: string) => formatIssueDate(iso, i18n.language.startsWith('en') ? 'en' : 'zh');
  return (
    <>
      <PortalPageBand title={t('traceTitle')} subtitle={t('traceIntro')} />
      <div className="cert-page">
        {!code || !sig ? (
          <div className="cert-verdict is-invalid" role="alert">
            <h2>
              {ICONS.invalid}
              {t('invalid')}
            </h2>
            <p>{t('missing')}</p>
          </div>
        ) : trace.isPending ? (
          <Skeleton active aria-label={t('checking')} />
        ) : verdict ? (
          <section className={`cert-verdict is-${verdict}`} role="status" data-verdict={verdict}>
            <h2>
              {ICONS[verdict]}
              {t(verdict)}
            </h2>
            <p>{t(`${verdict}Hint`)}</p>
            {record && (
              <Descriptions
                column={1}
                size="small"
                bordered
                styles={{ label: { whiteSpace: 'nowrap' } }}
                items={[
                  { key: 'no', label: t('certNo'), children: record.certNo },
                  { key: 'name', label: t('name'), children: record.name },
                  { key: 'award', label: t('awardName'), children: record.awardName },
                  { key: 'competition', label: t('competitionName'), children: record.competitionName },
                  { key: 'issued', label: t('issuedAt'), children: date(record.issuedAt) },
                  ...(record.signerName
                    ? [{ key: 'signer', label: t('signer'), children: record.signerName }]
                    : []),
                  ...(verdict === 'revoked'
                    ? [{ key: 'reason', label: t('revokeReason'), children: record.revokeReason }]
                    : []),
                ]}
              />
            )}
            {record?.verifyWording && (
              <p style={{ marginTop: 12 }}>
                {/* The default wording is the product's (translated); an organiser's own is shown as written. */}
                {record.verifyWording === DEFAULT_VERIFY_WORDING
                  ? t('defaultVerifyWording')
                  : record.verifyWording}
              </p>
            )}
          </section>
        ) : null}
        {trace.data && (
          <Typography.Paragraph className="cert-key">
            {t('publicKey')}: {trace.data.publicKey}
          </Typography.Paragraph>
        )}
      </div>
    </>
  );
};
