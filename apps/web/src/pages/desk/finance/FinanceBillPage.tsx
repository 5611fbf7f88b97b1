import { useTranslation } from 'react-i18next';
import { BillTab } from '../../../features/finance/BillTab.tsx';
import { TotalsTab } from '../../../features/finance/TotalsTab.tsx';
import { UrlTabsPage } from '../../../features/table-kit/UrlTabsPage.tsx';

/** finance/list: every payment and refund (the bill list), and the totals per competition, school, day. */
export const FinanceBillPage = () => {
  const { t } = useTranslation('finance');
  return (
    <UrlTabsPage
      defaultTab="bills"
      items={[
        { key: 'bills', label: t('totals.billsTab'), children: <BillTab /> },
        { key: 'totals', label: t('totals.tab'), children: <TotalsTab /> },
      ]}
    />
  );
};
