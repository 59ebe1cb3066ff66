// The vendors API under /api/v1/admin/vendors: renaming the vendor an approved request became.
import type { AdminVendor, UpdateVendorBody } from '@shop/contract';
import { api } from '../../lib/api';

/** Changes the vendor's name in the languages sent (owner). */
export const renameVendor = (id: number, body: UpdateVendorBody) =>
  api<AdminVendor>(`/vendors/${id}`, { method: 'PATCH', body });
