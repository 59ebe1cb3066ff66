// The shop owner's order commands. While the shop runs they go through the back-office's admin
// endpoints (embedded PGlite opens its files from one process only); with no back-office
// answering they open the database themselves.
import { OrderStatusName } from '@shop/contract';
import type { Config } from '../config';
import { connectDatabase } from '../db/connect';
import { toMoney } from '../catalog/money';
import { listRecentOrders } from '../orders/order-repository';
import { parseOrderStatus, type OrderStatusId } from '../orders/order-status';
import { setOrderStatus } from '../orders/set-order-status';
import { ADMIN_ORDER_LIST_LIMIT } from './admin-order-routes';
import { ADMIN_TOKEN_FILE, readAdminToken } from './admin-token';
import { backofficeIsRunning, createShopOwnerClient, type AdminResult } from './shop-owner-client';
import { OFFLINE_CLI_ACTOR, auditOrderMove } from './order-audit';

export type OrderCommand = 'order:set-status' | 'order:list';

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

export interface OrderCommandOptions {
  config: Config;
  /** BACKOFFICE_URL (the storefront's setting) is read from here. */
  env: NodeJS.ProcessEnv;
  output: CommandOutput;
  fetch?: typeof fetch;
}

/** Exit codes: 0 done, 1 refused or failed, 2 wrong usage. */
export const ExitCode = { done: 0, failed: 1, usage: 2 } as const;

interface ListedOrder {
  number: string;
  status: string;
  total: number;
  currency: string;
  email: string;
  at: string;
}

/** Where the running back-office answers: BACKOFFICE_URL, else this machine at BACKOFFICE_PORT. */
export function backofficeUrlOf(env: NodeJS.ProcessEnv, config: Pick<Config, 'BACKOFFICE_PORT'>): string {
  const url = env.BACKOFFICE_URL?.trim();
  return (url || `http://127.0.0.1:${config.BACKOFFICE_PORT}`).replace(/\/+$/, '');
}

function printOrders(orders: ListedOrder[], output: CommandOutput): void {
  for (const order of orders) {
    output.out(
      `${order.number}  ${order.status.padEnd(10)}  ${order.total.toFixed(2)} ${order.currency}  ${order.email}  ${order.at}`,
    );
  }
  if (orders.length === 0) output.out('No orders.');
}

const statusNameOf = (status: number) => OrderStatusName[status as OrderStatusId] ?? String(status);

/**
 * The running back-office's admin endpoints for a shop owner's command: `none` when no back-office
 * answers (the command then works on the database), `failed` (said on `output`) when one runs but no
 * admin token is found.
 */
export async function runningBackoffice(options: {
  config: Pick<Config, 'BACKOFFICE_PORT' | 'ADMIN_TOKEN' | 'DATA_DIR'>;
  env: NodeJS.ProcessEnv;
  output: CommandOutput;
  fetch?: typeof fetch;
}): Promise<
  | { kind: 'none' }
  | { kind: 'failed' }
  | { kind: 'running'; baseUrl: string; client: ReturnType<typeof createShopOwnerClient> }
> {
  const baseUrl = backofficeUrlOf(options.env, options.config);
  if (!(await backofficeIsRunning(baseUrl, options.fetch))) return { kind: 'none' };
  const token = await readAdminToken(options.config);
  if (!token) {
    options.output.err(
      `The back-office at ${baseUrl} is running, but no admin token was found: set ADMIN_TOKEN to its token ` +
        `(kept in its DATA_DIR/${ADMIN_TOKEN_FILE}), or run this command with the same DATA_DIR.`,
    );
    return { kind: 'failed' };
  }
  return { kind: 'running', baseUrl, client: createShopOwnerClient({ baseUrl, token, fetch: options.fetch }) };
}

/** Runs `order:set-status <orderNumber> <status>` or `order:list [email]`; answers the exit code. */
export async function runOrderCommand(
  command: OrderCommand,
  args: string[],
  options: OrderCommandOptions,
): Promise<number> {
  const { config, output } = options;
  let change: { orderNumber: string; status: OrderStatusId } | undefined;
  if (command === 'order:set-status') {
    const [orderNumber, statusText] = args;
    const status = statusText ? parseOrderStatus(statusText) : undefined;
    if (!orderNumber || status === undefined) return ExitCode.usage;
    change = { orderNumber: orderNumber.trim().toUpperCase(), status };
  }

  const backoffice = await runningBackoffice(options);
  if (backoffice.kind === 'failed') return ExitCode.failed;
  if (backoffice.kind === 'running') {
    const { baseUrl, client } = backoffice;
    if (change) {
      const answer = await client.setOrderStatus(change.orderNumber, change.status);
      if (!answer.ok) return reportRefusal(answer, baseUrl, output);
      const row = answer.rows[0]!;
      output.out(`Order ${row.OrderNumber}: ${row.PreviousStatusName} → ${row.StatusName}`);
      return ExitCode.done;
    }
    const answer = await client.listOrders(args[0]);
    if (!answer.ok) return reportRefusal(answer, baseUrl, output);
    printOrders(
      answer.rows.map((row) => ({
        number: row.OrderNumber,
        status: row.StatusName,
        total: row.OrderTotal,
        currency: row.CurrencyCode,
        email: row.EmailAddress,
        at: row.OrderDateUTC,
      })),
      output,
    );
    return ExitCode.done;
  }

  // No back-office answers: the database is ours alone.
  const database = await connectDatabase(config);
  try {
    if (change) {
      const result = await setOrderStatus(
        database.db,
        change.orderNumber,
        change.status,
        'set by the shop owner',
        auditOrderMove(OFFLINE_CLI_ACTOR, change.orderNumber),
      );
      if (!result.ok) {
        output.err(result.problem.message);
        return ExitCode.failed;
      }
      output.out(`Order ${change.orderNumber}: ${OrderStatusName[result.from]} → ${OrderStatusName[result.to]}`);
      return ExitCode.done;
    }
    const records = await listRecentOrders(database.db, args[0], ADMIN_ORDER_LIST_LIMIT);
    printOrders(
      records.map((record) => ({
        number: record.order_number,
        status: statusNameOf(record.status),
        total: toMoney(record.order_total),
        currency: record.currency,
        email: record.email,
        at: new Date(record.created_at).toISOString(),
      })),
      output,
    );
    return ExitCode.done;
  } finally {
    await database.close();
  }
}

function reportRefusal(answer: Extract<AdminResult<unknown>, { ok: false }>, baseUrl: string, output: CommandOutput) {
  if (answer.status === 401) {
    output.err(
      `The back-office at ${baseUrl} refused the admin token. Set ADMIN_TOKEN to the token it uses ` +
        `(its ADMIN_TOKEN, or its DATA_DIR/${ADMIN_TOKEN_FILE}).`,
    );
  } else {
    output.err(answer.errorMessage || `The back-office at ${baseUrl} answered ${answer.status}.`);
  }
  return ExitCode.failed;
}
