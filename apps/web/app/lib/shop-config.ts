// The shop's public configuration (GET app/config): whether anonymous visitors may fill a cart
// and whether plus/minus change the cart at once. The shop layout loads it once per visit and
// provides it here; outside the layout the defaults apply (login needed, cart updating on).
import type { AppConfig } from '@sporta/contracts';
import { createContext, useContext } from 'react';
import { apiRequest, type RequestOptions } from './api/client';

export type ShopConfig = AppConfig;

export const DEFAULT_SHOP_CONFIG: ShopConfig = {
  anonymousCart: false,
  updateCart: true,
  googleLogin: false,
  facebookLogin: false,
};

/** The configuration, or the defaults when the call fails (the shop still works, with login). */
export async function getShopConfig(options: RequestOptions = {}): Promise<ShopConfig> {
  try {
    const envelope = await apiRequest<ShopConfig>('app/config', { ...options, quiet: true });
    return envelope.response.status === 0
      ? { ...DEFAULT_SHOP_CONFIG, ...envelope.data }
      : DEFAULT_SHOP_CONFIG;
  } catch {
    return DEFAULT_SHOP_CONFIG;
  }
}

export const ShopConfigContext = createContext<ShopConfig>(DEFAULT_SHOP_CONFIG);

export function useShopConfig(): ShopConfig {
  return useContext(ShopConfigContext);
}
