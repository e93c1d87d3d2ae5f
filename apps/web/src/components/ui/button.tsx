import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Link, type LinkProps } from 'react-router';
import { cx } from '@/lib/cx';
import { buttonClassName, type ButtonVariant } from './button-style';

export { buttonClassName, type ButtonVariant } from './button-style';

interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'isPending'> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  className?: string;
  /**
   * The action is running: presses and form submits are ignored, but the button keeps focus
   * (a disabled button would drop it). Callers change the text, e.g. 'Endrer passord ...'.
   */
  isPending?: boolean;
  /**
   * Unavailable but still focusable and pressable: for controls that become unavailable while
   * focused, like 'Neste bilde' on the last photo, so keyboard focus is not lost. The press still
   * reaches `onPress`, which answers it (shows what is missing, or stays put at the last photo):
   * a button never swallows a press.
   */
  'aria-disabled'?: boolean;
  children: ReactNode;
}

/**
 * The portal's button (react-aria: same behaviour for mouse, touch and keyboard). Only a pending
 * action ignores presses (it is answered already: the button says it is running).
 * Pending is handled here rather than with react-aria's own `isPending`, whose screen-reader
 * announcement points at the button by id and breaks (an axe violation) when the button goes
 * away right after, as the login button does.
 */
export function Button({
  variant = 'primary',
  fullWidth = false,
  className,
  isPending = false,
  'aria-disabled': ariaDisabled = false,
  onPress,
  type,
  children,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      type={isPending && type === 'submit' ? 'button' : type}
      onPress={isPending ? undefined : onPress}
      aria-disabled={isPending || ariaDisabled || undefined}
      data-pending={isPending || undefined}
      className={cx(buttonClassName(variant, fullWidth), className)}
    >
      {children}
    </AriaButton>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/** A router link that looks like a button (navigation stays a link for screen readers). */
export function ButtonLink({ variant = 'primary', fullWidth = false, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={cx(buttonClassName(variant, fullWidth), className)} />;
}
