import { t } from '../lib/i18n';

/** The first stop of the keyboard on every page: past the navigation, straight to the content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900 focus:shadow-lg focus:ring-2 focus:ring-brand-500"
    >
      {t('common.nav.skipToContent')}
    </a>
  );
}
