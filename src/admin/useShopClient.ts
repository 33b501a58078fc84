import { useClient } from 'urql';
import type { ShopClient } from '../api/client';

/** The graph client of the admin (created by createShopClient, so it carries `http` and `storage`). */
export const useShopClient = () => useClient() as ShopClient;
