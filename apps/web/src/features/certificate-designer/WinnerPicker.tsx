import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Select, Space, Tag, Tooltip, message } from 'antd';
import { CloseOutlined, DownloadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NUMBER_KIND_INFO, NUMBER_KINDS } from '@podium/certificate';
import type { CertNumberKind } from '@podium/contracts';
import {
  downloadBlob,
  winnerPreviewApi,
  winnerPreviewKeys,
  type WinnerPreview,
} from './winner-preview-api.ts';

type Props = {
  /** The saved design the server previews (the designer saves before downloading). */
  designId: string;
  /** Saves the canvas as it is now, so the PDF is of what the organiser sees. */
  saveNow: () => Promise<void>;
  onChange: (preview: WinnerPreview | undefined) => void;
};

/** Waits until typing pauses before searching, so each keystroke is not a request. */
const SEARCH_PAUSE_MS = 300;

/**
 * "Preview with a real winner": search the award lines in reach, pick one, and the canvas shows that
 * winner's values (filled by the server exactly as issuing fills them, with a sample number of the
 * chosen kind that takes nothing); "download" gets the PDF they would get.
 */
export const WinnerPicker = ({ designId, saveNow, onChange }: Props) => {
  const { t, i18n } = useTranslation('certificateDesigner');
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [entryId, setEntryId] = useState<string>();
  const [numberKind, setNumberKind] = useState<CertNumberKind>();
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const winners = useQuery({
    queryKey: winnerPreviewKeys.search(keyword),
    queryFn: () => winnerPreviewApi.search(keyword),
    placeholderData: keepPreviousData,
  });
  const chosen = winners.data?.rows.find((r) => r.entryId === entryId);
  const filled = useQuery({
    queryKey: winnerPreviewKeys.record(designId, entryId ?? '', numberKind ?? ''),
    queryFn: () => winnerPreviewApi.record(designId, entryId!, numberKind),
    enabled: entryId !== undefined,
  });

  useEffect(() => {
    if (!entryId || !filled.data) return onChange(undefined);
    onChange({
      entryId,
      winnerName: chosen?.winnerName ?? filled.data.record.holder?.name ?? '',
      numberKind,
      certNo: filled.data.certNo,
      record: filled.data.record,
    });
    // `chosen` only names the file; the record decides what is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entryId, numberKind, filled.data, onChange]);

  const download = async () => {
    if (!entryId) return;
    setDownloading(true);
    try {
      await saveNow();
      const pdf = await winnerPreviewApi.pdf(designId, entryId, numberKind);
      downloadBlob(pdf, `${t('winner.fileName')}-${chosen?.winnerName ?? entryId}.pdf`);
    } catch {
      void message.error(t('winner.pdfFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="cd-winner-bar" data-testid="winner-picker">
      <Space wrap size={[8, 8]}>
        <Select
          className="cd-winner-select"
          showSearch
          allowClear
          filterOption={false}
          value={entryId}
          placeholder={t('winner.placeholder')}
          aria-label={t('winner.label')}
          suffixIcon={<UserOutlined />}
          loading={winners.isFetching}
          notFoundContent={winners.isFetching ? t('winner.searching') : t('winner.none')}
          onSearch={setTyped}
          onChange={(value: string | undefined) => setEntryId(value)}
          options={(winners.data?.rows ?? []).map((r) => ({
            value: r.entryId,
            label: `${r.winnerName} · ${r.awardName}`,
            title: `${r.competitionName} / ${r.listName}`,
          }))}
          optionRender={(option) => {
            const row = winners.data?.rows.find((r) => r.entryId === option.value);
            return (
              <div className="cd-winner-option">
                <span>{option.label}</span>
                {row && (
                  <span className="cd-winner-option-meta">
                    {[row.schoolName, row.competitionName, row.listName].filter(Boolean).join(' · ')}
                  </span>
                )}
              </div>
            );
          }}
          data-testid="winner-select"
        />
        <Select
          className="cd-winner-kind"
          allowClear
          value={numberKind}
          placeholder={t('winner.kindByDesign')}
          aria-label={t('winner.kind')}
          onChange={(value: CertNumberKind | undefined) => setNumberKind(value)}
          options={NUMBER_KINDS.map((k) => ({ value: k, label: NUMBER_KIND_INFO[k][lang] }))}
          data-testid="winner-number-kind"
        />
        {entryId && filled.data && (
          <Tooltip title={t('winner.sampleHint')}>
            <Tag color="blue" data-testid="winner-cert-no">
              {t('winner.sampleNo', { certNo: filled.data.certNo })}
            </Tag>
          </Tooltip>
        )}
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          disabled={!entryId}
          loading={downloading}
          onClick={() => void download()}
          data-testid="winner-download"
        >
          {t('winner.download')}
        </Button>
        {entryId && (
          <Button
            icon={<CloseOutlined />}
            onClick={() => setEntryId(undefined)}
            aria-label={t('winner.clear')}
            data-testid="winner-clear"
          >
            {t('winner.clear')}
          </Button>
        )}
      </Space>
    </div>
  );
};
