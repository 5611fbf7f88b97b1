import { useState } from 'react';
import { Alert, Button, Modal, Space } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { resolveDesign, type Design } from '@podium/certificate';
import { CertificateApi } from '@podium/contracts';
import { send } from '../../api/client.ts';
import { SAMPLE_WINNER } from './sample-winner.ts';
import { SlideView } from './SlideView.tsx';
import { useElementWidth } from '../../layouts/shared/useElementWidth.ts';
import type { WinnerPreview } from './winner-preview-api.ts';

/**
 * The issuing side's exact-PDF preview (POST, `{design}` → application/pdf): the server renders the
 * design with the same layout and pdfkit renderer as an issued certificate.
 */
export const CERT_PDF_PREVIEW_PATH = CertificateApi.previewPdf;

const PREVIEW_WIDTH = 760;

/** The design filled with a sample winner (codes resolved by the package), plus the PDF button slot. */
export const PreviewModal = ({
  design,
  winner,
  open,
  onClose,
}: {
  design: Design;
  /** A real winner picked in the designer: shown instead of the sample one. */
  winner?: WinnerPreview;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('certificateDesigner');
  const [frameRef, frameWidth] = useElementWidth<HTMLDivElement>();
  const [pdfState, setPdfState] = useState<'idle' | 'loading' | 'missing'>('idle');
  const filled = resolveDesign(design, winner?.record ?? SAMPLE_WINNER);
  const slide = filled.slides[filled.currentSlideIndex] ?? filled.slides[0]!;

  const openPdf = async () => {
    setPdfState('loading');
    try {
      const response = await send(
        CERT_PDF_PREVIEW_PATH,
        {
          method: 'POST',
          body: winner ? { design, entryId: winner.entryId, numberKind: winner.numberKind } : { design },
        },
        'application/pdf',
      );
      if (!response.ok || !response.headers.get('content-type')?.includes('pdf'))
        throw new Error('unavailable');
      const url = URL.createObjectURL(await response.blob());
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setPdfState('idle');
    } catch {
      setPdfState('missing');
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={winner ? t('winner.previewTitle', { name: winner.winnerName }) : t('preview.title')}
      width={PREVIEW_WIDTH + 48}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
      footer={
        <Space>
          <Button icon={<FilePdfOutlined />} loading={pdfState === 'loading'} onClick={() => void openPdf()}>
            {t('preview.pdf')}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t('preview.close')}
          </Button>
        </Space>
      }
    >
      <p className="cd-preview-note">
        {winner ? t('winner.previewNote', { certNo: winner.certNo }) : t('preview.sample')}
      </p>
      {pdfState === 'missing' && (
        <Alert type="info" showIcon message={t('preview.pdfMissing')} className="cd-preview-alert" />
      )}
      <div className="cd-preview-frame" data-testid="certificate-preview" ref={frameRef}>
        {frameWidth > 0 && <SlideView slide={slide} ratio={filled.viewportRatio} width={frameWidth} />}
      </div>
    </Modal>
  );
};
