import type { AdminJobs, AdminReconciliation } from '@shop/contract';
import { ADMIN_ORDERS_PATH, ADMIN_SET_ORDER_STATUS_PATH } from './admin-order-routes';
import { ADMIN_JOBS_PATH } from './jobs/job-routes';
import { ADMIN_RECONCILE_PATH } from './payments/payment-routes';

// The health check only asks whether a back-office is there; a live one answers at once.
const HEALTH_TIMEOUT_MS = 2_000;
const CALL_TIMEOUT_MS = 15_000;

/** An order as the admin list answers it. */
export interface AdminOrderRow {
  OrderNumber: string;
  StatusID: number;
  StatusName: string;
  OrderTotal: number;
  CurrencyCode: string;
  EmailAddress: string;
  OrderDateUTC: string;
}

/** What the admin set-status answers. */
export interface AdminStatusChangeRow {
  OrderNumber: string;
  PreviousStatusName: string;
  StatusName: string;
}

export type AdminResult<Row> = { ok: true; rows: Row[] } | { ok: false; status: number; errorMessage: string };

/** Whether the shop's back-office answers its health check at `baseUrl`. */
export async function backofficeIsRunning(baseUrl: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(`${baseUrl}/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    if (!response.ok) return false;
    const body = (await response.json()) as { status?: unknown };
    return body.status === 'ok';
  } catch {
    return false;
  }
}

/** The admin endpoints of a running back-office, called with the shop owner's token. */
export function createShopOwnerClient(options: { baseUrl: string; token: string; fetch?: typeof fetch }) {
  const fetchImpl = options.fetch ?? fetch;

  /** Calls `path` and answers its JSON body, or the failure. */
  async function request<Body>(
    path: string,
    init: RequestInit,
  ): Promise<{ ok: true; body: Body } | Extract<AdminResult<never>, { ok: false }>> {
    let response: Response;
    let body: Body & { errorMessage?: string };
    try {
      response = await fetchImpl(`${options.baseUrl}${path}`, {
        ...init,
        headers: { ...init.headers, Accept: 'application/json', Authorization: `Bearer ${options.token}` },
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      body = (await response.json()) as typeof body;
    } catch (error) {
      return { ok: false, status: 0, errorMessage: error instanceof Error ? error.message : String(error) };
    }
    if (!response.ok)
      return { ok: false, status: response.status, errorMessage: body.errorMessage || response.statusText };
    return { ok: true, body };
  }

  /** The order routes answer the storefront protocol's envelope: its `data` is the JSON text of the rows. */
  async function call<Row>(path: string, init: RequestInit): Promise<AdminResult<Row>> {
    const answer = await request<{ data?: string }>(path, init);
    return answer.ok ? { ok: true, rows: JSON.parse(answer.body.data ?? '[]') as Row[] } : answer;
  }

  return {
    setOrderStatus: (orderNumber: string, status: number) =>
      call<AdminStatusChangeRow>(ADMIN_SET_ORDER_STATUS_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ OrderNumber: orderNumber, Status: status }),
      }),
    listJobs: () => request<AdminJobs>(ADMIN_JOBS_PATH, { method: 'GET' }),
    reconcilePayments: () => request<AdminReconciliation>(ADMIN_RECONCILE_PATH, { method: 'POST' }),
    listOrders: (email?: string) =>
      call<AdminOrderRow>(`${ADMIN_ORDERS_PATH}${email ? `?email=${encodeURIComponent(email)}` : ''}`, {
        method: 'GET',
      }),
  };
}
