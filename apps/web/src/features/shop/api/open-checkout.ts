import type { CheckoutInfo } from '@club/shared';
import { api } from '../../../lib/api-client';

export const openCheckout = () => api.post<CheckoutInfo>('/api/cart/checkout');
