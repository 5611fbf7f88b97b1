/** Lazy finance pages (each its own chunk): cashier, payment result, my orders, the desk's orders. */
export const lazyCashier = () =>
  import('../../pages/portal/finance/CashierPage.tsx').then((m) => ({ Component: m.CashierPage }));
export const lazyPaySuccess = () =>
  import('../../pages/portal/finance/PaySuccessPage.tsx').then((m) => ({ Component: m.PaySuccessPage }));
