import {
  type Action,
  getModule,
  hasRoleAtLeast,
  type Me,
  MODULES,
  type Module,
  type ModuleId,
  type Profile,
  type Role,
} from '@club/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { api } from './api-client';
import { pageLanguage } from './i18n';
import { queryRoots } from './query-keys';

export const meQueryKey = queryRoots.me;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: () => api.get<Me>('/api/me'),
  staleTime: 60_000,
  // The server renders public pages for every visitor alike: who is signed in is asked by the browser.
  meta: { perVisitor: true },
});

interface AuthState {
  user: Me['user'];
  role: Role;
  profile: Profile | null;
  /** Not known yet (the app has just started): never the same as signed out. */
  loading: boolean;
  /**
   * Who is signed in, for an action the person took: waits for the answer while it is not known yet, so a
   * tap in the first seconds after a page appears is never taken for a signed-out visitor's.
   */
  signedInUser: () => Promise<Me['user']>;
  /** Whether the server lets this user do `action` in the module (the API enforces the same). */
  can: (moduleId: ModuleId, action: Action) => boolean;
  /** Whether the user may open the module's admin screen (its minimum role and the view right). */
  canOpen: (moduleId: ModuleId) => boolean;
  /** The modules whose screens the user may open, for the dashboard. */
  modules: Module[];
  /** The role requires a second factor not set up yet: nothing of the role opens until it is. */
  secondFactorSetupRequired: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(meQueryOptions);
  const value = useMemo<AuthState>(() => {
    const role = data?.role ?? 'guest';
    const permissions = data?.permissions ?? {};
    const can = (moduleId: ModuleId, action: Action) => permissions[moduleId]?.includes(action) ?? false;
    const canOpen = (moduleId: ModuleId) => hasRoleAtLeast(role, getModule(moduleId).minRole) && can(moduleId, 'view');
    return {
      user: data?.user ?? null,
      role,
      profile: data?.profile ?? null,
      loading: isPending,
      signedInUser: async () => (await queryClient.fetchQuery(meQueryOptions)).user,
      can,
      canOpen,
      modules: MODULES.filter((m) => canOpen(m.id)),
      secondFactorSetupRequired: data?.secondFactorSetupRequired ?? false,
    };
  }, [data, isPending, queryClient]);
  useAccountLanguage(data?.profile?.language ?? null);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

const RELOADED_FOR_LANGUAGE = 'reloaded-for-language';

/**
 * Signed in on a browser that shows another language than the account chose: /api/me has told the browser
 * the account's language (a cookie), and the page is loaded again in it, once.
 */
function useAccountLanguage(language: Profile['language']) {
  useEffect(() => {
    if (!language || language === pageLanguage()) return;
    if (sessionStorage.getItem(RELOADED_FOR_LANGUAGE) === language) return;
    sessionStorage.setItem(RELOADED_FOR_LANGUAGE, language);
    window.location.reload();
  }, [language]);
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}
