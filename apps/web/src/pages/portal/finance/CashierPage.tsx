import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Grid, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { financeApi, financeKeys, formatFen } from '../../../features/finance/finance-api.ts';
import { OrderSummary } from '../../../features/finance/OrderSummary.tsx';
import { SignInPrompt } from '../../../features/teams/SignInPrompt.tsx';
import { formatTime } from '../../../features/user-center/center-api.ts';
import { hasAccessToken } from '../../../storage/auth-storage.ts';
import '../../../features/finance/finance.css';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';

/**
 * /home/cashier?orderNo= (or ?teamId= from the user centre's "pay"): the order, its amount (from the
 * server), and the providers on offer. The demo provider is marked as such in large type.
 */
const CashierBody = () => {
  const { t } = useTranslation('finance');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isPhone = !Grid.useBreakpoint().md;
  const teamId = params.get('teamId');
  const givenOrderNo = params.get('orderNo');
  const signedIn = hasAccessToken();

  // From a sign-up: its open order (made on the server when missing).
  const forTeam = useQuery({
    queryKey: ['finance', 'forTeam', teamId],
    queryFn: () => financeApi.orderForTeam(teamId!),
    enabled: signedIn && !givenOrderNo && Boolean(teamId),
    retry: false,
  });
  const orderNo = givenOrderNo ?? forTeam.data?.orderNo;
  const order = useQuery({
    queryKey: financeKeys.order(orderNo ?? ''),
    queryFn: () => financeApi.order(orderNo!),
    enabled: signedIn && Boolean(orderNo),
    retry: false,
  });
  const providers = useQuery({
    queryKey: financeKeys.providers,
    queryFn: financeApi.providers,
    enabled: signedIn,
  });
  const toResult = (no: string) => navigate(`/home/paySuccess?orderNo=${encodeURIComponent(no)}`);
  const payDemo = useMutation({
    mutationFn: () => financeApi.payDemo(orderNo!),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: financeKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['center'] });
      toResult(orderNo!);
    },
  });
  const payAlipay = useMutation({
    mutationFn: () => financeApi.payAlipay(orderNo!, isPhone ? 'wap' : 'page'),
    onSuccess: (result) => {
      if (result.payUrl) window.location.assign(result.payUrl);
    },
  });

  if (!signedIn) return <SignInPrompt title={t('cashier.signIn')} />;
  if (!givenOrderNo && !teamId) return <Result status="warning" title={t('cashier.missing')} />;
  if (forTeam.isError || order.isError) return <Result status="warning" title={t('cashier.notPayable')} />;
  if (!order.data || providers.isLoading)
    return (
      <div className="finance-cashier">
        <Skeleton active />
      </div>
    );
  const current = order.data;
  const offered = providers.data ?? [];
  return (
    <div className="finance-cashier">
      <Card title={<h1 className="card-heading">{t('cashier.title')}</h1>} variant="borderless">
        <div>{t('cashier.amountDue')}</div>
        <div className="finance-amount" data-testid="amount-due">
          {formatFen(current.amountFen)}
        </div>
        {current.state === 'awaiting' && (
          <div className="center-entry-meta">
            {t('cashier.payBefore', { time: formatTime(current.expiresAt) })}
          </div>
        )}
        <OrderSummary order={current} />
        {current.state !== 'awaiting' ? (
          <Button block size="large" style={{ marginTop: 16 }} onClick={() => toResult(current.orderNo)}>
            {t('cashier.toResult')}
          </Button>
        ) : offered.length === 0 ? (
          <Alert style={{ marginTop: 16 }} type="warning" showIcon message={t('cashier.noProvider')} />
        ) : (
          <div className="finance-providers">
            <div>{t('cashier.choose')}</div>
            {offered.some((p) => p.isDemo) && (
              <Alert type="warning" showIcon message={t('cashier.demoBanner')} data-testid="demo-banner" />
            )}
            {offered.map((p) =>
              p.provider === 'demo' ? (
                <Button
                  key="demo"
                  type="primary"
                  block
                  loading={payDemo.isPending}
                  onClick={() => payDemo.mutate()}
                  data-testid="pay-demo"
                >
                  {t('cashier.payDemo')}
                </Button>
              ) : (
                <Button
                  key="alipay"
                  block
                  loading={payAlipay.isPending}
                  onClick={() => payAlipay.mutate()}
                  data-testid="pay-alipay"
                >
                  {t('cashier.payAlipay')}
                </Button>
              ),
            )}
          </div>
        )}
      </Card>
    </div>
  );
};

/** The portal's page band (breadcrumb and the route's title), then the order's own content. */
export const CashierPage = () => (
  <>
    <PortalPageBand />
    <CashierBody />
  </>
);
