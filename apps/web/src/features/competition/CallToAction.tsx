import type { PortalCompetitionDetail } from '@podium/contracts';
import { Alert, Button } from 'antd';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { hasAccessToken } from '../../storage/auth-storage.ts';
import { VisitorAction } from '../teams/VisitorAction.tsx';

/**
 * What the visitor can do now, from the competition's phase and whether they are signed in; a signed-in
 * visitor's own step (sign up, complete information, submit work, view result) comes from VisitorAction.
 */
export const CallToAction = ({ detail }: { detail: PortalCompetitionDetail }) => {
  const { t } = useTranslation('competition');
  const location = useLocation();
  const isSignedIn = hasAccessToken();
  const date = (iso: string | null) => (iso ? formatBeijing(iso) : '');
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  switch (detail.phase) {
    case 'signUp':
      return (
        <div className="competition-cta">
          {detail.signUpEnd && (
            <div className="competition-cta-note">
              {t('portal.cta.signUpUntil', { date: date(detail.signUpEnd) })}
            </div>
          )}
          {isSignedIn ? (
            <VisitorAction detail={detail} />
          ) : (
            <Link to={`/neibu/login?redirect=${redirect}`}>
              <Button type="primary" size="large" block>
                {t('portal.cta.signIn')}
              </Button>
            </Link>
          )}
        </div>
      );
    case 'beforeSignUp':
      return (
        <div className="competition-cta">
          <Alert
            type="info"
            showIcon
            title={t('portal.cta.beforeSignUp')}
            description={
              detail.signUpStart ? t('portal.cta.signUpFrom', { date: date(detail.signUpStart) }) : undefined
            }
          />
        </div>
      );
    case 'signUpClosed':
    case 'ongoing':
      return (
        <div className="competition-cta">
          <Alert
            type="info"
            showIcon
            title={t(`portal.cta.${detail.phase}`)}
            description={detail.phase === 'signUpClosed' ? t('portal.cta.signUpClosedHint') : undefined}
          />
          {isSignedIn && <VisitorAction detail={detail} />}
        </div>
      );
    case 'submit':
    case 'review':
      return (
        <div className="competition-cta">
          <Alert
            type="warning"
            showIcon
            title={t(detail.phase === 'submit' ? 'portal.cta.submitPhase' : 'portal.cta.reviewPhase')}
          />
          {isSignedIn && <VisitorAction detail={detail} />}
        </div>
      );
    case 'finished':
      return (
        <div className="competition-cta">
          <Alert
            type="success"
            showIcon
            title={t('portal.cta.finished')}
            description={t('portal.cta.finishedHint')}
          />
          {isSignedIn && <VisitorAction detail={detail} />}
        </div>
      );
  }
};
