import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Grid, QRCode, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { financeApi, financeKeys, formatFen } from '../../../features/finance/finance-api.ts';
import { DiscountCodeField } from '../../../features/finance/DiscountCodeField.tsx';
import { OrderSummary } from '../../../features/finance/OrderSummary.tsx';
import { TransferVoucher } from '../../../features/finance/TransferVoucher.tsx';
import { SignInPrompt } from '../../../features/teams/SignInPrompt.tsx';
import { formatTime } from '../../../features/user-center/center-api.ts';
import { hasAccessToken } from '../../../storage/auth-storage.ts';
import '../../../features/finance/finance.css';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';

/**
 * /home/cashier?orderNo= (or ?teamId= from the user centre's "pay"): the order, its amount (from the
 * server), and the providers on offer. The demo provider is marked as such in large type. WeChat Pay:
 * H5 (WeChat's cashier) in a phone's browser; a QR code to scan on a computer, and inside WeChat itself
 * (where H5 pay is not allowed) a QR code to press and hold. While the code shows, the order is asked
 * again every few seconds and the page moves on once it is paid.
 */
const inWechat = () => typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);

const CashierBody = () => {
  const { t } = useTranslation('finance');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isPhone = !Grid.useBreakpoint().md;
  const teamId = params.get('teamId');
  const givenOrderNo = params.get('orderNo');
  const signedIn = hasAccessToken();
  const [wechatCode, setWechatCode] = useState<string>();

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
    refetchInterval: wechatCode ? 3000 : false,
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

  const payWechat = useMutation({
    mutationFn: () => financeApi.payWechat(orderNo!, isPhone && !inWechat() ? 'h5' : 'native'),
    onSuccess: (result) => {
      if (result.payUrl) window.location.assign(result.payUrl);
      else if (result.qrCode) setWechatCode(result.qrCode);
    },
  });
  const paidMeanwhile = Boolean(wechatCode) && order.data !== undefined && order.data.state !== 'awaiting';
  useEffect(() => {
    if (paidMeanwhile && orderNo) navigate(`/home/paySuccess?orderNo=${encodeURIComponent(orderNo)}`);
  }, [paidMeanwhile, orderNo, navigate]);

  if (!signedIn) return <SignInPrompt title={t('cashier.signIn')} />;
  if (!givenOrderNo && !teamId) return <Result status="warning" title={t('cashier.missing')} />;
  // The server's refusal says why (already paid, window closed, the school pays for it …).
  if (forTeam.isError || order.isError)
    return (
      <Result
        status="warning"
        title={t('cashier.notPayable')}
        subTitle={(forTeam.error ?? order.error)?.message}
        data-testid="not-payable"
      />
    );
  if (!order.data || providers.isLoading)
    return (
      <div className="finance-cashier">
        <Skeleton active />
      </div>
    );
  const current = order.data;
  const offered = providers.data ?? [];
  if (wechatCode && current.state === 'awaiting')
    return (
      <div className="finance-cashier">
        <Card title={<h1 className="card-heading">{t('cashier.wechatTitle')}</h1>} variant="borderless">
          <div>{t('cashier.amountDue')}</div>
          <div className="finance-amount" data-testid="amount-due">
            {formatFen(current.amountFen)}
          </div>
          <div className="finance-wechat-qr" data-testid="wechat-qr">
            <QRCode value={wechatCode} size={isPhone ? 200 : 240} bordered={false} />
          </div>
          <p className="finance-wechat-hint">
            {t(inWechat() ? 'cashier.wechatInApp' : 'cashier.wechatScan')}
          </p>
          <div className="finance-providers">
            <Button type="primary" block onClick={() => toResult(current.orderNo)}>
              {t('cashier.wechatPaid')}
            </Button>
            <Button block onClick={() => setWechatCode(undefined)}>
              {t('cashier.wechatOther')}
            </Button>
          </div>
        </Card>
      </div>
    );
  return (
    <div className="finance-cashier">
      <Card title={<h1 className="card-heading">{t('cashier.title')}</h1>} variant="borderless">
        <div>{t('cashier.amountDue')}</div>
        <div className="finance-amount" data-testid="amount-due">
          {formatFen(current.amountFen)}
        </div>
        {/* A voucher waiting for finance staff stops the clock (the close job leaves the order open). */}
        {current.state === 'awaiting' &&
          (current.transfer?.state === 'submitted' ? (
            <div className="center-entry-meta" data-testid="transfer-no-close">
              {t('transfer.waitingNoClose')}
            </div>
          ) : (
            <div className="center-entry-meta">
              {t('cashier.payBefore', { time: formatTime(current.expiresAt) })}
            </div>
          ))}
        <OrderSummary order={current} />
        {(current.state === 'awaiting' || current.discountFen > 0) && (
          <DiscountCodeField
            order={current}
            onApplied={(next) =>
              next.state === 'awaiting'
                ? navigate(`/home/cashier?orderNo=${encodeURIComponent(next.orderNo)}`, { replace: true })
                : toResult(next.orderNo)
            }
          />
        )}
        {current.state !== 'awaiting' ? (
          <Button block size="large" style={{ marginTop: 16 }} onClick={() => toResult(current.orderNo)}>
            {t('cashier.toResult')}
          </Button>
        ) : offered.length === 0 ? (
          <>
            <Alert style={{ marginTop: 16 }} type="warning" showIcon message={t('cashier.noProvider')} />
            <TransferVoucher order={current} />
          </>
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
              ) : p.provider === 'wechat' ? (
                <Button
                  key="wechat"
                  block
                  loading={payWechat.isPending}
                  onClick={() => payWechat.mutate()}
                  data-testid="pay-wechat"
                >
                  {t('cashier.payWechat')}
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
            <TransferVoucher order={current} />
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
