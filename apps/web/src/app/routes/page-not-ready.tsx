import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../lib/paths';

/** A public page whose content has not been built yet: says so plainly instead of erroring. */
export function PageNotReady({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-slate-600">{description}</p>
      <p className="text-slate-600">This page is being prepared and will be available soon.</p>
      <Button asChild>
        <Link to={paths.home}>Back to Home</Link>
      </Button>
    </div>
  );
}
