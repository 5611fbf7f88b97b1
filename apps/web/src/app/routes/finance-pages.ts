/** Lazy finance pages (each its own chunk): cashier, payment result, my orders, the desk's orders. */
export const lazyCashier = () =>
  import('../../pages/portal/finance/CashierPage.tsx').then((m) => ({ Component: m.CashierPage }));
export const lazyPaySuccess = () =>
  import('../../pages/portal/finance/PaySuccessPage.tsx').then((m) => ({ Component: m.PaySuccessPage }));
export const lazyCenterOrder = () =>
  import('../../pages/portal/center/CenterOrderPage.tsx').then((m) => ({ Component: m.CenterOrderPage }));
export const lazyFinanceOrders = () =>
  import('../../pages/desk/finance/FinanceOrderPage.tsx').then((m) => ({ Component: m.FinanceOrderPage }));
export const lazyFinanceBills = () =>
  import('../../pages/desk/finance/FinanceBillPage.tsx').then((m) => ({ Component: m.FinanceBillPage }));
export const lazyFinanceAction = () =>
  import('../../pages/desk/finance/FinanceActionPage.tsx').then((m) => ({ Component: m.FinanceActionPage }));
