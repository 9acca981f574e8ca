import type { Profile, Role } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { api } from './api-client';

export interface Me {
  user: { id: string; email: string; emailVerified: boolean } | null;
  role: Role;
  profile: Profile | null;
}

export const meQueryKey = ['me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: () => api.get<Me>('/api/me'),
  staleTime: 60_000,
});

interface AuthState {
  user: Me['user'];
  role: Role;
  profile: Profile | null;
  loading: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = useQuery(meQueryOptions);
  const value = useMemo<AuthState>(
    () => ({
      user: data?.user ?? null,
      role: data?.role ?? 'guest',
      profile: data?.profile ?? null,
      loading: isPending,
    }),
    [data, isPending],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}
