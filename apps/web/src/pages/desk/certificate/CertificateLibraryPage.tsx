import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CertificateDesignKind } from '@podium/contracts';
import { DesignEditor } from '../../../features/certificate-designer/DesignEditor.tsx';
import { DesignLibraryList } from '../../../features/certificate-designer/DesignLibraryList.tsx';
import { TemplatePicker } from '../../../features/certificate-designer/TemplatePicker.tsx';
import { useDesignRoute } from '../../../features/certificate-designer/useDesignRoute.ts';
import '../../../features/certificate-designer/certificate-designer.css';

/** A list of stored designs (or library templates) with the designer behind it. */
const CertificateLibraryPage = ({ kind }: { kind: CertificateDesignKind }) => {
  const { t } = useTranslation('certificateDesigner');
  const route = useDesignRoute(kind);
  if (route.designId)
    return <DesignEditor key={route.designId} designId={route.designId} onBack={route.backToList} />;
  if (route.picking) {
    return (
      <div className="cd-picker-card">
        <Button icon={<ArrowLeftOutlined />} onClick={route.backToList} className="cd-picker-back">
          {t('page.back')}
        </Button>
        <TemplatePicker busy={route.creating} onPick={(picked) => void route.create(picked)} />
      </div>
    );
  }
  return <DesignLibraryList kind={kind} onEdit={route.open} onNew={route.startNew} />;
};

/** certificate/template: the group's template library and its editor. */
export const CertificateTemplatePage = () => <CertificateLibraryPage kind="template" />;

/** certificate/list: the certificates being designed, each opening in the editor. */
export const CertificateListPage = () => <CertificateLibraryPage kind="design" />;
