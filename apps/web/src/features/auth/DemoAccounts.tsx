import { useQuery } from '@tanstack/react-query';
import type { DemoAccount } from '@podium/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchDemoAccounts } from './auth-api.ts';

type DemoAccountsProps = { onPick: (account: DemoAccount) => void };

const PERSONA_KEYS = ['root', 'organizer', 'school', 'expert', 'student'] as const;
type PersonaKey = (typeof PERSONA_KEYS)[number];
const isPersonaKey = (value: string): value is PersonaKey =>
  (PERSONA_KEYS as readonly string[]).includes(value);

/** Demo-mode accounts (the server returns none otherwise); a click fills the user name (never a password). */
export const DemoAccounts = ({ onPick }: DemoAccountsProps) => {
  const { t } = useTranslation('portal');
  const { data } = useQuery({
    queryKey: ['auth', 'demoAccounts'],
    queryFn: fetchDemoAccounts,
    staleTime: Infinity,
  });
  if (!data || data.length === 0) return null;
  const personaLabel = (persona: string) => {
    const key = persona.toLowerCase();
    return isPersonaKey(key) ? t(`auth.demoPersonas.${key}`) : persona;
  };
  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title" className="demo-accounts-title">
        {t('auth.demoTitle')}
      </h2>
      <p className="demo-accounts-hint">{t('auth.demoHint')}</p>
      <ul className="demo-accounts-list">
        {data.map((account) => (
          <li key={account.username}>
            <button type="button" className="demo-account" onClick={() => onPick(account)}>
              <span className="demo-account-name">{account.username}</span>
              <Tag variant="filled" color="blue">
                {personaLabel(account.persona)}
              </Tag>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
