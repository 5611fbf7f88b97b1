import { useTranslation } from 'react-i18next';
import { AttentionTab } from '../../../features/finance/AttentionTab.tsx';
import { DiscountCodesTab } from '../../../features/finance/DiscountCodesTab.tsx';
import { InvoiceTab } from '../../../features/finance/InvoiceTab.tsx';
import { ReconcileTab } from '../../../features/finance/ReconcileTab.tsx';
import { RefundApprovalTab } from '../../../features/finance/RefundApprovalTab.tsx';
import { TransferTab } from '../../../features/finance/TransferTab.tsx';
import { UrlTabsPage } from '../../../features/table-kit/UrlTabsPage.tsx';

/** finance/action: what finance staff must act on — refunds to approve, transfer vouchers to
 * confirm, money that needs attention, reconciliation mismatches, invoices to issue, discount codes to hand out. */
export const FinanceActionPage = () => {
  const { t } = useTranslation('finance');
  return (
    <UrlTabsPage
      defaultTab="refunds"
      items={[
        { key: 'refunds', label: t('refund.tabRefunds'), children: <RefundApprovalTab /> },
        { key: 'transfers', label: t('transfer.tab'), children: <TransferTab /> },
        { key: 'attention', label: t('refund.tabAttention'), children: <AttentionTab /> },
        { key: 'reconcile', label: t('reconcile.tab'), children: <ReconcileTab /> },
        { key: 'invoices', label: t('invoice.tab'), children: <InvoiceTab /> },
        { key: 'codes', label: t('discount.tab'), children: <DiscountCodesTab /> },
      ]}
    />
  );
};
