import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DesignEditor } from '../../../features/certificate-designer/DesignEditor.tsx';
import { TemplatePicker } from '../../../features/certificate-designer/TemplatePicker.tsx';
import { useDesignRoute } from '../../../features/certificate-designer/useDesignRoute.ts';
import '../../../features/certificate-designer/certificate-designer.css';

/** certificate/make: choose a ready or library template, then design the certificate from it. */
export const CertificateMakePage = () => {
  const { t } = useTranslation('certificateDesigner');
  const route = useDesignRoute('design');
  if (route.designId)
    return <DesignEditor key={route.designId} designId={route.designId} onBack={route.backToList} />;
  return (
    <div className="cd-picker-card">
      <Typography.Title level={4}>{t('page.chooseTemplate')}</Typography.Title>
      <TemplatePicker busy={route.creating} onPick={(picked) => void route.create(picked)} />
    </div>
  );
};
