import { cn } from '../../lib/cn';

/** A bar from 0 to 1 (an upload, progress toward a goal), with its percentage for screen readers. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value * 100)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
