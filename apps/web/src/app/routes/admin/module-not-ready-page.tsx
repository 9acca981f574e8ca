import { getModule, type ModuleId } from '@club/shared';
import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';

/** The screen of a staff module whose tools have not been built yet: says so plainly. */
export function ModuleNotReadyPage({ moduleId }: { moduleId: ModuleId }) {
  const module = getModule(moduleId);
  return (
    <AdminFrame moduleId={moduleId} title={module.title}>
      <Card>
        <CardContent className="flex flex-col items-start gap-4 pt-6">
          <Construction className="size-8 text-amber-500" aria-hidden />
          <p className="text-slate-700">
            {module.description}. This screen is not available yet: its tools are still being built, and nothing can be
            changed here for now.
          </p>
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>Back to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </AdminFrame>
  );
}
