// The dashboard API: GET /api/v1/admin/dashboard, with the parts the member's role may see.
import type { AdminDashboard } from '@shop/contract';
import { api } from '../../lib/api';

export const loadDashboard = () => api<AdminDashboard>('/dashboard');
