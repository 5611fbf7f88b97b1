import { Grid } from 'antd';

/**
 * Below antd's `md` breakpoint (768 px) the shells switch to their phone form: drawer navigation,
 * condensed header. Before the first measurement antd reports nothing, which reads as "not a phone".
 */
export const useIsPhone = (): boolean => {
  const screens = Grid.useBreakpoint();
  return screens.md === false;
};
