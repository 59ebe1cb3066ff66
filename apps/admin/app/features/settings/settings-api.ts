// The shop's settings under /api/v1/admin/settings (owner only): all of them, and a change of some.
import type { ShopSettings, UpdateShopSettingsBody } from '@shop/contract';
import { api } from '../../lib/api';

export const loadSettings = () => api<ShopSettings>('/settings');

/** Each setting given replaces the saved one whole; answers every setting as saved. */
export const saveSettings = (body: UpdateShopSettingsBody) => api<ShopSettings>('/settings', { method: 'PATCH', body });
