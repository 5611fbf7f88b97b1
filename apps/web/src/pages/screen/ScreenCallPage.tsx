import type { ScreenTeam } from '@podium/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatClock, useCountdown, useScreenState } from '../../features/scene/useScreenState.ts';
import './screen-call.css';

const TeamLine = ({ team, big }: { team: ScreenTeam; big?: boolean }) => {
  const { t } = useTranslation('scene');
  return (
    <div className={big ? 'screen-call__team screen-call__team--called' : 'screen-call__team'}>
      <span className="screen-call__number">{t('screen.number', { n: team.position })}</span>
      {team.teamName && <span className="screen-call__name">{team.teamName}</span>}
      {team.schoolName && <span className="screen-call__school">{team.schoolName}</span>}
    </div>
  );
};

/**
 * /screen/call?key=…: the hall's queue screen (public by its link, spec §2). Who is on stage, who is next
 * and the countdown, in type readable from the back of a hall; it follows the session live and resyncs
 * after any reconnect. It shows only what a hall shows: numbers, and names where the organiser chose so.
 */
export const ScreenCallPage = () => {
  const { t } = useTranslation('scene');
  const [params] = useSearchParams();
  const key = params.get('key');
  const { state, invalid, connected, clockOffset } = useScreenState(key);
  const remaining = useCountdown(state, clockOffset);

  useEffect(() => {
    document.title = state ? `${state.room} · ${t('screen.title')}` : t('screen.title');
  }, [state, t]);

  const message = !key ? t('screen.missingKey') : invalid ? t('screen.invalid') : null;
  if (message)
    return (
      <main className="screen-call screen-call--message">
        <p role="alert">{message}</p>
      </main>
    );
  if (!state) return <main className="screen-call" aria-busy="true" />;

  const finished = state.status === 'closed' || (!state.current && state.next.length === 0);
  return (
    <main className="screen-call" data-version={state.version}>
      <header className="screen-call__header">
        <div>
          <div className="screen-call__competition">{state.competitionName}</div>
          <div className="screen-call__stage">{state.stageName}</div>
        </div>
        <div className="screen-call__room">{state.room}</div>
      </header>
      <section className="screen-call__now" aria-live="assertive">
        {finished ? (
          <div className="screen-call__idle">{t('screen.finished')}</div>
        ) : state.current ? (
          <>
            <div className="screen-call__label">{t('screen.called')}</div>
            <TeamLine team={state.current} big />
            {remaining !== null && (
              <div
                className={
                  remaining < 0 ? 'screen-call__clock screen-call__clock--over' : 'screen-call__clock'
                }
                role="timer"
                aria-label={remaining < 0 ? t('screen.overtime') : t('screen.remaining')}
              >
                {remaining < 0 && <span className="screen-call__over">{t('screen.overtime')}</span>}
                {formatClock(remaining)}
              </div>
            )}
          </>
        ) : (
          <div className="screen-call__idle">{t('screen.waiting')}</div>
        )}
      </section>
      {!finished && state.next.length > 0 && (
        <section className="screen-call__next">
          <div className="screen-call__label">{t('screen.next')}</div>
          {state.next.map((team) => (
            <TeamLine key={team.position} team={team} />
          ))}
        </section>
      )}
      {!connected && (
        <div className="screen-call__offline" role="status">
          {t('screen.reconnecting')}
        </div>
      )}
    </main>
  );
};
