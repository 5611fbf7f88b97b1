import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Spin, message } from 'antd';
import { ArrowLeftOutlined, BookOutlined, SendOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restoreDesign, type Design } from '@podium/certificate';
import type { CertificateDesignKind } from '@podium/contracts';
import { MakeBatchModal } from '../certificates/MakeBatchModal.tsx';
import { CertificateDesigner } from './CertificateDesigner.tsx';
import { designApi, designKeys } from './designer-api.ts';

type Props = { designId: string; onBack: () => void };

/** Loads a stored design or template and edits it; every autosave goes back to the same row. */
export const DesignEditor = ({ designId, onBack }: Props) => {
  const { t } = useTranslation('certificateDesigner');
  const client = useQueryClient();
  // The design as it stood when "issue" was clicked: the batch modal saves exactly that, then binds it.
  const [making, setMaking] = useState<Design | null>(null);
  const detail = useQuery({
    queryKey: designKeys.detail(designId),
    queryFn: () => designApi.detail(designId),
    // The editor owns the document once open: refetching would reset the history under the user.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (detail.isPending) return <Spin className="cd-loading" />;
  if (detail.isError)
    return (
      <Result
        status="warning"
        title={t('page.loadFailed')}
        extra={<Button onClick={onBack}>{t('page.back')}</Button>}
      />
    );
  const kind: CertificateDesignKind = detail.data.kind;

  const save = async (design: Design) => {
    await designApi.save({ designId, kind, design });
    await client.invalidateQueries({ queryKey: [...designKeys.all, 'page'] });
  };
  const saveAsTemplate = async (design: Design) => {
    await designApi.save({ kind: 'template', origin: `library:${design.title}`.slice(0, 100), design });
    await client.invalidateQueries({ queryKey: designKeys.all });
    void message.success(t('page.savedAsTemplate'));
  };

  return (
    <>
      <CertificateDesigner
        initial={restoreDesign(detail.data.design)}
        save={save}
        designId={designId}
        extra={(design) => (
          <>
            {kind === 'design' && (
              <>
                <Button
                  type="primary"
                  icon={<SendOutlined />}
                  onClick={() => setMaking(design)}
                  data-testid="make-batch"
                >
                  {t('page.makeBatch')}
                </Button>
                <Button icon={<BookOutlined />} onClick={() => void saveAsTemplate(design)}>
                  {t('page.saveAsTemplate')}
                </Button>
              </>
            )}
            <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="designer-back">
              {t('page.back')}
            </Button>
          </>
        )}
      />
      {making && (
        <MakeBatchModal
          open
          design={making}
          saveDesign={async () => {
            await save(making);
            return designId;
          }}
          onClose={() => setMaking(null)}
        />
      )}
    </>
  );
};
