import type { ButtonHTMLAttributes, Ref } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  fill?: 'solid' | 'outline' | 'clear';
  color?: 'primary' | 'secondary' | 'danger';
  /** 'block': the full width of its container (a form's submit button). */
  expand?: 'block';
  size?: 'small' | 'default';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A native button drawn like Ionic's Material button (its colour tokens and shape, src/app/ui/plain/plain.css). Every
 * screen uses it instead of Ionic's <ion-button>, so no page loads Ionic's component runtime (its web components,
 * Stencil, shadow roots) before it can paint and answer: on a cheap phone that runtime alone cost about a third of a
 * second of main thread on each signed-in screen.
 */
export function PlainButton({
  fill = 'solid',
  color = 'primary',
  expand,
  size,
  className,
  type = 'button',
  ...rest
}: Props) {
  // 'outlined', not 'outline': a class named like the CSS property would read as one in style checks.
  const classes = [
    'plain-button',
    `plain-button--${fill === 'outline' ? 'outlined' : fill}`,
    `plain-button--${color}`,
    expand === 'block' && 'plain-button--block',
    size === 'small' && 'plain-button--small',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}
