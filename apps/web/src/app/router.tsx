import { Navigate, type RouteObject } from 'react-router';
import { type TextArea, withTexts } from '../lib/i18n';
import { paths } from '../lib/paths';
import { PublicLayout } from './layouts/public-layout';
import { ErrorPage } from './routes/error-page';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { ScrollManager } from './scroll-manager';

/** A staff screen: its code, with the texts of the staff frame (the modules' names) and of its own areas. */
const staffPage = <T,>(load: () => Promise<T>, areas: TextArea[] = []) => withTexts(['modules', ...areas], load);

const newsManagement = (moduleId: 'news' | 'news-events'): RouteObject['lazy'] =>
  staffPage(async () => {
    const { NewsManagementPage } = await import('../features/news/pages/news-management-page');
    return { element: <NewsManagementPage moduleId={moduleId} /> };
  }, ['news']);

const registrationsAdmin = (type: 'membership' | 'academy'): RouteObject['lazy'] =>
  staffPage(async () => {
    const { RegistrationsAdminPage } = await import('../features/registrations/pages/registrations-admin-page');
    return { element: <RegistrationsAdminPage type={type} /> };
  }, ['registrations', 'members']);

const publicRoutes: RouteObject[] = [
  { index: true, lazy: withTexts(['home'], async () => ({ Component: HomePage })) },
  {
    path: 'about',
    lazy: withTexts(['pages'], async () => ({ Component: (await import('./routes/about-page')).AboutPage })),
  },
  {
    path: 'auth',
    lazy: withTexts(['auth'], async () => ({ Component: (await import('../features/auth/pages/auth-page')).AuthPage })),
  },
  {
    path: 'auth/confirm',
    lazy: withTexts(['auth'], async () => ({
      Component: (await import('../features/auth/pages/confirm-email-page')).ConfirmEmailPage,
    })),
  },
  {
    path: 'auth/reset-password',
    lazy: withTexts(['auth'], async () => ({
      Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
    })),
  },
  {
    path: 'dashboard',
    lazy: staffPage(
      async () => ({ Component: (await import('./routes/dashboard-page')).DashboardRoute }),
      ['archive', 'members', 'teams', 'registrations', 'events', 'profiles'],
    ),
  },
  {
    path: 'card',
    lazy: withTexts(['members'], async () => ({
      Component: (await import('../features/members/pages/member-card-page')).MemberCardPage,
    })),
  },
  {
    path: 'payments/card/:id',
    lazy: withTexts(['payments'], async () => ({
      Component: (await import('../features/payments/pages/card-payment-page')).CardPaymentPage,
    })),
  },
  {
    path: 'renew',
    lazy: withTexts(['members', 'payments'], async () => ({
      Component: (await import('../features/members/pages/renew-page')).RenewPage,
    })),
  },
  {
    path: 'statement',
    lazy: withTexts(['members'], async () => ({
      Component: (await import('../features/members/pages/statement-page')).MyStatementPage,
    })),
  },
  {
    path: 'profile',
    lazy: withTexts(['profiles'], async () => ({
      Component: (await import('./routes/profile-page')).ProfileRoute,
    })),
  },
  {
    path: 'membership',
    lazy: withTexts(['pages'], async () => ({ Component: (await import('./routes/membership-page')).MembershipPage })),
  },
  {
    path: 'membership-registration',
    lazy: withTexts(['registrations', 'payments'], async () => ({
      Component: (await import('../features/registrations/pages/registration-pages')).MembershipRegistrationPage,
    })),
  },
  {
    path: 'academy-registration',
    lazy: withTexts(['registrations', 'payments'], async () => ({
      Component: (await import('../features/registrations/pages/registration-pages')).AcademyRegistrationPage,
    })),
  },
  {
    path: 'news-events',
    lazy: withTexts(['news'], async () => ({
      Component: (await import('../features/home/pages/news-events-page')).NewsEventsPage,
    })),
  },
  {
    path: 'news/:newsId',
    lazy: withTexts(['news'], async () => ({
      Component: (await import('../features/news/pages/news-article-page')).NewsArticlePage,
    })),
  },
  {
    path: 'events/:eventId',
    lazy: withTexts(['news', 'payments'], async () => ({
      Component: (await import('../features/events/pages/event-page')).EventPage,
    })),
  },
  {
    path: 'gallery',
    lazy: withTexts(['gallery'], async () => ({
      Component: (await import('../features/gallery/pages/gallery-page')).GalleryPage,
    })),
  },
  {
    path: 'gallery/:albumId',
    lazy: withTexts(['gallery'], async () => ({
      Component: (await import('../features/gallery/pages/album-page')).AlbumPage,
    })),
  },
  {
    path: 'executive-committee',
    lazy: withTexts(['committee'], async () => ({
      Component: (await import('../features/committee/pages/executive-committee-page')).ExecutiveCommitteePage,
    })),
  },
  {
    path: 'teams-sports',
    lazy: withTexts(['teams'], async () => ({
      Component: (await import('../features/teams/pages/teams-sports-page')).TeamsSportsPage,
    })),
  },
  {
    path: 'answer/:token',
    lazy: withTexts(['teams', 'profiles'], async () => ({
      Component: (await import('./routes/answer-link-page')).AnswerLinkRoute,
    })),
  },
  {
    path: 'team/:teamId/players',
    lazy: withTexts(['teams'], async () => ({
      Component: (await import('../features/teams/pages/team-players-page')).TeamPlayersPage,
    })),
  },
  {
    path: 'shop',
    lazy: withTexts(['shop'], async () => ({ Component: (await import('../features/shop/pages/shop-page')).ShopPage })),
  },
  {
    path: 'contributions',
    lazy: withTexts(['contributions', 'payments'], async () => ({
      Component: (await import('../features/contributions/pages/contributions-page')).ContributionsPage,
    })),
  },
  {
    path: 'cart',
    lazy: withTexts(['shop'], async () => ({ Component: (await import('../features/shop/pages/cart-page')).CartPage })),
  },
  { path: 'checkout', element: <Navigate to="/cart#checkout" replace /> },
  // The addresses people type for signing in and joining.
  { path: 'login', element: <Navigate to={paths.auth} replace /> },
  { path: 'signup', element: <Navigate to={`${paths.auth}?tab=signup`} replace /> },
  {
    path: 'orders',
    lazy: withTexts(['shop'], async () => ({
      Component: (await import('../features/shop/pages/my-orders-page')).MyOrdersPage,
    })),
  },
  {
    path: 'orders/:orderId',
    lazy: withTexts(['shop', 'payments'], async () => ({
      Component: (await import('../features/shop/pages/order-page')).OrderPage,
    })),
  },
  {
    path: 'terms',
    lazy: withTexts(['pages'], async () => ({ Component: (await import('./routes/terms-page')).TermsPage })),
  },
  { path: '*', Component: NotFoundPage },
];

const adminRoutes: RouteObject[] = [
  {
    path: 'admin/finance',
    lazy: staffPage(
      async () => ({ Component: (await import('../features/finance/pages/finance-page')).FinancePage }),
      ['finance'],
    ),
  },
  {
    path: 'admin/users',
    lazy: staffPage(
      async () => ({ Component: (await import('../features/users/pages/users-page')).UsersPage }),
      ['users'],
    ),
  },
  {
    path: 'admin/user-roles',
    lazy: staffPage(
      async () => ({
        Component: (await import('../features/users/pages/user-roles-page')).UserRolesPage,
      }),
      ['users'],
    ),
  },
  { path: 'admin/news-events', lazy: newsManagement('news-events') },
  { path: 'admin/news', lazy: newsManagement('news') },
  {
    path: 'admin/events',
    lazy: staffPage(
      async () => ({
        Component: (await import('../features/events/pages/events-management-page')).EventsManagementPage,
      }),
      ['events'],
    ),
  },
  {
    path: 'admin/meetings',
    lazy: staffPage(
      async () => ({
        Component: (await import('../features/meetings/pages/meetings-page')).MeetingsPage,
      }),
      ['meetings'],
    ),
  },
  {
    path: 'admin/teams',
    lazy: staffPage(
      async () => ({
        Component: (await import('../features/teams/pages/team-management-page')).TeamManagementPage,
      }),
      ['teams'],
    ),
  },
  {
    path: 'admin/gallery',
    lazy: staffPage(
      async () => ({
        Component: (await import('../features/gallery/pages/gallery-management-page')).GalleryManagementPage,
      }),
      ['gallery'],
    ),
  },
  {
    path: 'admin/sponsors',
    lazy: staffPage(
      async () => ({
        Component: (await import('../features/sponsors/pages/sponsors-page')).SponsorsPage,
      }),
      ['sponsors'],
    ),
  },
  {
    path: 'admin/role-permissions',
    lazy: staffPage(
      async () => ({
        Component: (await import('../features/roles/pages/role-permissions-page')).RolePermissionsPage,
      }),
      ['roles'],
    ),
  },
  {
    path: 'admin/roles',
    lazy: staffPage(
      async () => ({ Component: (await import('../features/roles/pages/roles-page')).RolesPage }),
      ['roles'],
    ),
  },
  { path: 'admin/membership-registrations', lazy: registrationsAdmin('membership') },
  { path: 'admin/academy-registrations', lazy: registrationsAdmin('academy') },
  {
    path: 'admin/members/import',
    lazy: staffPage(
      async () => ({ Component: (await import('../features/members/pages/import-page')).ImportMembersPage }),
      ['members'],
    ),
  },
  {
    path: 'admin/members/check',
    lazy: staffPage(
      async () => ({ Component: (await import('../features/members/pages/check-card-page')).CheckCardPage }),
      ['members'],
    ),
  },
  {
    path: 'admin/members/:id/statement',
    lazy: staffPage(
      async () => ({ Component: (await import('../features/members/pages/statement-page')).MemberStatementPage }),
      ['members'],
    ),
  },
  {
    path: 'admin/members',
    lazy: staffPage(
      async () => ({ Component: (await import('../features/members/pages/members-page')).MembersPage }),
      ['members'],
    ),
  },
  {
    path: 'admin/executive-committee',
    lazy: staffPage(
      async () => ({
        Component: (await import('../features/committee/pages/committee-management-page')).CommitteeManagementPage,
      }),
      ['committee'],
    ),
  },
  {
    path: 'admin/settings',
    lazy: staffPage(
      async () => ({
        Component: (await import('../features/settings/pages/settings-page')).SettingsPage,
      }),
      ['settings'],
    ),
  },
  {
    path: 'admin/archive',
    lazy: staffPage(
      async () => ({ Component: (await import('../features/archive/pages/archive-page')).ArchivePage }),
      ['archive'],
    ),
  },
  {
    path: 'admin/backend',
    lazy: staffPage(
      async () => ({ Component: (await import('../features/backend/pages/backend-page')).BackendPage }),
      ['backend'],
    ),
  },
  {
    path: 'admin/ecommerce',
    lazy: staffPage(
      async () => ({
        Component: (await import('../features/shop/pages/shop-management-page')).ShopManagementPage,
      }),
      ['shop'],
    ),
  },
  {
    path: 'admin/contributions',
    lazy: staffPage(
      async () => ({
        Component: (await import('../features/contributions/pages/contributions-admin-page')).ContributionsAdminPage,
      }),
      ['contributions'],
    ),
  },
  {
    path: 'admin/messages',
    lazy: staffPage(
      async () => ({
        Component: (await import('../features/contact/pages/messages-page')).MessagesPage,
      }),
      ['contact'],
    ),
  },
];

export const routes: RouteObject[] = [
  {
    Component: ScrollManager,
    // The first page's code is still loading: nothing to show yet (the server's HTML has no content).
    HydrateFallback: () => null,
    ErrorBoundary: ErrorPage,
    children: [{ path: '/', Component: PublicLayout, children: publicRoutes }, ...adminRoutes],
  },
];

export { PRERENDERED_PATHS, PRERENDERED_RECORD_PATHS, VISITOR_RENDERED_PATHS } from './prerendered-paths';
