import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../features/preferences/useLanguage.ts';
import type { Language } from '../../storage/preferences.ts';

type LanguageSwitchProps = { variant?: 'text' | 'light' };

/** 中文 / English switch; the choice is remembered (spec §3 `language`). */
export const LanguageSwitch = ({ variant = 'text' }: LanguageSwitchProps) => {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  const items = [
    { key: 'zh-cn', label: t('languageZh') },
    { key: 'en', label: t('languageEn') },
  ];
  return (
    <Dropdown
      menu={{
        items,
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => setLanguage(key === 'en' ? 'en' : ('zh-cn' satisfies Language)),
      }}
      trigger={['click']}
    >
      <Button
        type="text"
        className={variant === 'light' ? 'header-action is-light' : 'header-action'}
        icon={<TranslationOutlined aria-hidden />}
        aria-label={t('switchLanguage')}
      >
        <span className="header-action-text">{language === 'en' ? 'EN' : '中文'}</span>
      </Button>
    </Dropdown>
  );
};
