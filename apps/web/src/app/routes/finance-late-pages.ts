/**
 * The finance area's desk and user-centre page loaders, reached only through the late route
 * tables (late-routes.ts), so the portal's first load does not carry them or their preload lists.
 */
export const lazyCenterOrder = () =>
  import('../../pages/portal/center/CenterOrderPage.tsx').then((m) => ({ Component: m.CenterOrderPage }));
export const lazyFinanceOrders = () =>
  import('../../pages/desk/finance/FinanceOrderPage.tsx').then((m) => ({ Component: m.FinanceOrderPage }));
export const lazyFinanceBills = () =>
  import('../../pages/desk/finance/FinanceBillPage.tsx').then((m) => ({ Component: m.FinanceBillPage }));
export const lazyFinanceAction = () =>
  import('../../pages/desk/finance/FinanceActionPage.tsx').then((m) => ({ Component: m.FinanceActionPage }));
