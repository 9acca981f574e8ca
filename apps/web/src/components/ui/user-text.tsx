import type { ReactNode } from 'react';

/**
 * Text a person wrote (a name, a position, a description): in English or Thaana whatever the page's language,
 * so it takes its own direction (`dir="auto"`).
 */
export function UserText({
  as: Tag = 'p',
  className,
  children,
}: {
  as?: 'p' | 'span' | 'h2' | 'h3';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={className} dir="auto">
      {children}
    </Tag>
  );
}
