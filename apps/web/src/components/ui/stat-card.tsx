import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from './card';

export const StatCard = ({ label, value, icon: Icon }: { label: string; value: string | number; icon: LucideIcon }) => (
  <Card>
    <CardContent className="flex items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-xl font-bold sm:text-2xl">{value}</p>
      </div>
      <Icon className="hidden size-7 shrink-0 text-brand-700 sm:block" aria-hidden />
    </CardContent>
  </Card>
);
