// A button with an icon before its words (the admin's action buttons); `busy` turns it off, marks it aria-busy and
// shows `busyLabel` while a write is under way. SubmitButton is a form's primary button.
import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonPrimary, buttonSecondary } from '../../components/ui/buttons.ts';

interface ActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon?: LucideIcon;
  iconClassName?: string;
  busy?: boolean;
  busyLabel?: ReactNode;
}

export function ActionButton(props: ActionButtonProps) {
  const {
    icon: Icon,
    iconClassName = 'h-4 w-4',
    busy,
    busyLabel,
    type = 'button',
    className = buttonSecondary,
    disabled,
    children,
    ...rest
  } = props;
  return (
    <button type={type} className={className} disabled={disabled || busy} aria-busy={busy} {...rest}>
      {Icon && <Icon aria-hidden="true" className={iconClassName} />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}

/** A form's primary submit button. */
export const SubmitButton = (props: ActionButtonProps) => (
  <ActionButton type="submit" className={buttonPrimary} iconClassName="h-5 w-5" {...props} />
);
