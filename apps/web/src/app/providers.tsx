import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { Toaster } from 'sonner';
import { SecondFactorPrompt } from '../components/second-factor-prompt';
import { ApiError } from '../lib/api-client';
import { AuthProvider } from '../lib/auth';
import { pageDirection, t } from '../lib/i18n';
import { FreshQueryClient } from '../lib/query-client';
import { followLiveUpdates } from '../lib/realtime';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * perVisitor: the answer depends on who asks (the session), so no server-rendered page carries it.
     * pageRecord: the record the page is about; when the API does not find it, the page is not found (404).
     */
    queryMeta: { perVisitor?: boolean; pageRecord?: boolean };
  }
}

export function createQueryClient() {
  return new FreshQueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Asked even with no network: the app's worker answers from what the device kept (the installed app).
        networkMode: 'offlineFirst',
        // Client errors (not found, not allowed) will not improve with a retry.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}

const TOAST_COLOURS = {
  '--error-text': 'hsl(0 74% 35%)',
  '--success-text': 'hsl(142 72% 22%)',
  '--warning-text': 'hsl(31 92% 26%)',
  '--info-text': 'hsl(210 92% 30%)',
} as CSSProperties;

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => followLiveUpdates(queryClient), [queryClient]);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
        <SecondFactorPrompt />
        {/* Darker texts than sonner's rich colours (its error red is 4.3:1), and at the top, clear of dialog buttons. */}
        <Toaster
          richColors
          closeButton
          position="top-center"
          style={TOAST_COLOURS}
          dir={pageDirection()}
          containerAriaLabel={t('common.page.notifications')}
          toastOptions={{ closeButtonAriaLabel: t('common.page.close') }}
        />
      </QueryClientProvider>
    </I18nProvider>
  );
}
