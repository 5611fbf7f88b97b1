import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { CLICK_GUARD_MS } from './feedback-constants.ts';
import { useClickGuard } from './useClickGuard.ts';

type GuardedButtonProps = ButtonProps & { guardMs?: number };

const noop = () => {};

/** A button that disables itself briefly after each click, against double submissions. */
export const GuardedButton = ({
  onClick,
  guardMs = CLICK_GUARD_MS,
  disabled,
  ...rest
}: GuardedButtonProps) => {
  const [guarded, isLocked] = useClickGuard(
    (event: MouseEvent<HTMLElement>) => (onClick ?? noop)(event),
    guardMs,
  );
  return <Button {...rest} disabled={disabled || isLocked} onClick={guarded} />;
};
