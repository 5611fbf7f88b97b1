import type { ReactNode } from 'react';
import { usePermission } from './usePermission.ts';

type PermissionProps = {
  /** Permission strings; any one of them (or role ROOT) shows the children. Required and non-empty. */
  list: readonly string[];
  children: ReactNode;
};

/** Renders its children only for users allowed by `list` (spec §6's permission directive). */
export const Permission = ({ list, children }: PermissionProps) => {
  const can = usePermission();
  return can(list) ? <>{children}</> : null;
};
