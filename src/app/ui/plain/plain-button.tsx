import type { ButtonHTMLAttributes } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  fill?: 'solid' | 'outline' | 'clear';
  color?: 'primary' | 'secondary';
}

/**
 * A native button drawn like Ionic's (its colour tokens and Material shape, src/app/styles/plain.css) for the
 * public pages, which do not load Ionic's component runtime: a visitor's phone paints and answers sooner.
 */
export function PlainButton({ fill = 'solid', color = 'primary', className, type = 'button', ...rest }: Props) {
  // 'outlined', not 'outline': a class named like the CSS property would read as one in style checks.
  const classes = ['plain-button', `plain-button--${fill === 'outline' ? 'outlined' : fill}`, `plain-button--${color}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
