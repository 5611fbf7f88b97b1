import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { specimenSealElements, type Design } from '@podium/certificate';
import { issuedApi } from './issued-api.ts';

/** The organiser's certificate settings (seal, numbering), shared with the settings page's query. */
export const useCertificateSettings = () =>
  useQuery({ queryKey: ['certificate', 'settings'], queryFn: issuedApi.settings, staleTime: 30_000 });

/**
 * Whether certificates made from `design` would print Podium's demo seal 样章 with the organiser's
 * settings as they are (the same rule the server tells the batch pages: `specimenSealElements`).
 * Unknown while the settings load.
 */
export const usePrintsSpecimenSeal = (design: Design): boolean | undefined => {
  const settings = useCertificateSettings();
  if (!settings.data) return undefined;
  return specimenSealElements(design, settings.data.sealUrl).length > 0;
};

/** The warning of the designer and the issue dialog while the design would print the demo seal. */
export const SpecimenSealWarning = ({ design, className }: { design: Design; className?: string }) => {
  const { t } = useTranslation('certificate');
  if (!usePrintsSpecimenSeal(design)) return null;
  return (
    <Alert
      className={className}
      type="warning"
      showIcon
      role="alert"
      data-testid="specimen-seal-warning"
      message={t('specimenSeal.title')}
      description={
        <>
          {t('specimenSeal.body')} <Link to="/certificate/setting">{t('specimenSeal.settings')}</Link>
        </>
      }
    />
  );
};
