import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Says once on a page or card that its times are Beijing time, for the reader abroad whose own clock
 * differs (the times themselves are written without a zone to stay short).
 */
export const BeijingTimeNote = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  return (
    <Typography.Text
      type="secondary"
      className={className}
      style={{ fontSize: 12, fontWeight: 'normal' }}
      data-testid="beijing-time-note"
    >
      {t('beijingTime')}
    </Typography.Text>
  );
};
