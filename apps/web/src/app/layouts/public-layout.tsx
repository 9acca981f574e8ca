import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { Spinner } from '../../components/ui/spinner';
import { Footer } from './footer';
import { Navbar } from './navbar';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Navbar />
      <main id="main" tabIndex={-1} className="min-h-[100svh] flex-1 focus:outline-none">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
