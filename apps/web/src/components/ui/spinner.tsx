import { Loader2 } from 'lucide-react';

export const Spinner = ({ label = 'Loading...' }: { label?: string }) => (
  <div className="flex items-center justify-center gap-2 py-16 text-slate-500" role="status">
    <Loader2 className="size-5 animate-spin" aria-hidden />
    <span>{label}</span>
  </div>
);
