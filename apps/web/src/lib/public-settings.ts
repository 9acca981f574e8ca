import type { PublicSettings } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { t } from './i18n';
import { queryRoots } from './query-keys';

export const publicSettingsQueryOptions = queryOptions({
  queryKey: [...queryRoots.settings, 'public'],
  queryFn: () => api.get<PublicSettings>('/api/settings'),
  staleTime: 5 * 60_000,
});

/** The club settings public pages show: bank account, goal, contact details, upload caps. */
export const usePublicSettings = () => useQuery(publicSettingsQueryOptions);

/** 'Image or PDF, up to 20 MB' for the private-document uploads (ID cards, slips), once the caps are known. */
export function documentUploadHint(settings: PublicSettings | undefined, kinds = t('common.upload.imageOrPdf')) {
  return settings ? t('common.upload.upTo', { kinds, mb: settings.uploadLimitsMb.documents }) : kinds;
}
