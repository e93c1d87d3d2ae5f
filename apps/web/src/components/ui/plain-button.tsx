import type { ButtonHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';
import { buttonClassName, type ButtonVariant } from './button-style';

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /** As Button's isPending: presses and submits are ignored, focus stays (the text says why). */
  isPending?: boolean;
}

/**
 * The portal's button as a native <button>, for what loads before everything else (the login
 * form, the toasts): it looks like Button but leaves out react-aria, which the first download
 * has no room for (bench/web-bundle.ts). Screens use Button.
 */
export function PlainButton({ variant = 'primary', fullWidth = false, isPending = false, type = 'button', className, onClick, ...rest }: PlainButtonProps) {
  return (
    <button
      {...rest}
      // A pending submit button stops submitting: the form is on its way already.
      type={isPending && type === 'submit' ? 'button' : type}
      onClick={isPending ? undefined : onClick}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      className={cx(buttonClassName(variant, fullWidth), className)}
    />
  );
}
