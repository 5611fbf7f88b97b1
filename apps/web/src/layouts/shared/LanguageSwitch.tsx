import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../features/preferences/useLanguage.ts';
import type { Language } from '../../storage/preferences.ts';

type LanguageSwitchProps = { variant?: 'text' | 'light' };

const LANGUAGES: Array<{ key: Language; textKey: 'languageZh' | 'languageEn' }> = [
  { key: 'zh-cn', textKey: 'languageZh' },
  { key: 'en', textKey: 'languageEn' },
];

/**
 * 中文 / English switch; the choice is remembered (spec §3 `language`). A menu button of our own (WAI-ARIA
 * menu button: arrows move, Enter / Space choose, Escape and Tab close) styled like antd's Dropdown, so
 * the header needs no rc-trigger / rc-menu in every page's first load.
 */
export const LanguageSwitch = ({ variant = 'text' }: LanguageSwitchProps) => {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLLIElement | null>>([]);

  // Opening puts focus on the current language; a press outside closes.
  useEffect(() => {
    if (!isOpen) return;
    const current = Math.max(
      LANGUAGES.findIndex((l) => l.key === language),
      0,
    );
    itemRefs.current[current]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, language]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (key: Language) => {
    close(true);
    if (key !== language) setLanguage(key);
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLLIElement => item !== null);
    const at = items.indexOf(document.activeElement as HTMLLIElement);
    const move = (to: number) => items[(to + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <span className="language-switch" ref={rootRef}>
      <Button
        ref={buttonRef}
        type="text"
        className={variant === 'light' ? 'header-action is-light' : 'header-action'}
        icon={<TranslationOutlined aria-hidden />}
        aria-label={t('switchLanguage')}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !isOpen) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="header-action-text">{language === 'en' ? 'EN' : '中文'}</span>
      </Button>
      {isOpen && (
        <ul id={menuId} role="menu" className="language-switch-menu" onKeyDown={onMenuKeyDown}>
          {LANGUAGES.map(({ key, textKey }, index) => (
            <li
              key={key}
              ref={(item) => {
                itemRefs.current[index] = item;
              }}
              role="menuitem"
              tabIndex={-1}
              aria-current={key === language ? 'true' : undefined}
              className={key === language ? 'is-selected' : undefined}
              onClick={() => choose(key)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                choose(key);
              }}
            >
              {t(textKey)}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
};
