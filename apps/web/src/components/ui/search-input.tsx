import { cn } from '../../lib/cn';
import { Input } from './input';

/** The search box of a list: `label` names it for screen readers, typing calls `onSearch`. */
export function SearchInput({
  label,
  placeholder,
  value,
  onSearch,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
  className?: string;
}) {
  return (
    <Input
      type="search"
      className={cn('max-w-xs', className)}
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onChange={(event) => onSearch(event.target.value)}
    />
  );
}
