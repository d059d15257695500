/** UI primitives for plugins: class names from the shell's stylesheet, no inline styles (strict CSP). */
import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';

export function Button({ variant = 'primary', className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'ghost' }): ReactNode {
  return <button type="button" className={`button button--${variant}${className ? ` ${className}` : ''}`} {...rest} />;
}

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>): ReactNode {
  return <section className={`card${className ? ` ${className}` : ''}`} {...rest} />;
}

export function SectionTitle({ children }: { children: ReactNode }): ReactNode {
  return <h2 className="section-title">{children}</h2>;
}
