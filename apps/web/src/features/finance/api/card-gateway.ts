import type { CardGatewaySettings, saveCardGatewaySchema } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

const URL = '/api/admin/finance/card-gateway';

export const useCardGateway = () =>
  useQuery({ queryKey: [...queryRoots.finance, 'card-gateway'], queryFn: () => api.get<CardGatewaySettings>(URL) });

export const useSaveCardGateway = () =>
  useRefreshingMutation('finance', (settings: z.input<typeof saveCardGatewaySchema>) =>
    api.put<{ message: string }>(URL, settings),
  );
