import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from './card';

export const StatCard = ({ label, value, icon: Icon }: { label: string; value: string | number; icon: LucideIcon }) => (
  <Card>
    <CardContent className="flex items-center justify-between gap-4 pt-6">
      <div>
        <p className="text-sm text-slate-500">{label}</p>
        <p className="text-2xl font-bold">{value}</p>
      </div>
      <Icon className="size-8 text-brand-700" aria-hidden />
    </CardContent>
  </Card>
);
