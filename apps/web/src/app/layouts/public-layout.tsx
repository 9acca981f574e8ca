import { Outlet } from 'react-router';
import { KeptCopyBanner } from '../../components/kept-copy-banner';
import { SecondFactorBanner } from '../../components/second-factor-banner';
import { SkipLink } from '../../components/skip-link';
import { Footer } from './footer';
import { Navbar } from './navbar';

// No Suspense boundary around the page: the router loads a page's code before drawing it, and a boundary
// would let the build's HTML of the page be hydrated after the layout, by which time data the layout asked
// for (the footer's feed is the page's too) may have arrived and no longer match that HTML.
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Navbar />
      <SecondFactorBanner />
      <KeptCopyBanner />
      <main id="main" tabIndex={-1} className="min-h-[100svh] flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
