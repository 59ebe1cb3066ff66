// The shop owner's commands until an admin screen exists:
//   npm run shop -- order:set-status <orderNumber> <status>   (status: 1-5 or Active, InProgress, Completed, Returned, Refunded)
//   npm run shop -- order:list [email]
//   npm run shop -- payments:reconcile   (refunds Stripe payments of the last day that no order holds)
import { desc, eq, sql } from 'drizzle-orm';
import { OrderStatusName } from '@shop/contract';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { orders, users } from './db/schema';
import { parseOrderStatus } from './orders/order-status';
import { setOrderStatus } from './orders/set-order-status';
import { toMoney } from './catalog/money';
import { reconcilePaymentsCommand } from './payments/reconcile-command';

const usage = `Usage:
  npm run shop -- order:list [customer email]
  npm run shop -- order:set-status <orderNumber> <status>
     status: 1-5 or Active, InProgress, Completed, Returned, Refunded
  npm run shop -- payments:reconcile
     refunds card payments Stripe took in the last day that no order holds`;

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command !== 'order:set-status' && command !== 'order:list' && command !== 'payments:reconcile') {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  if (command === 'payments:reconcile') return reconcilePaymentsCommand(config);
  const database = await connectDatabase(config);
  try {
    if (command === 'order:list') {
      const list = await database.db
        .select({
          number: orders.orderNumber,
          status: orders.status,
          total: orders.orderTotal,
          currency: orders.currency,
          email: users.email,
          at: orders.createdAt,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(args[0] ? sql`lower(${users.email}) = lower(${args[0]})` : undefined)
        .orderBy(desc(orders.createdAt))
        .limit(50);
      for (const order of list) {
        const status = OrderStatusName[order.status as keyof typeof OrderStatusName] ?? order.status;
        console.log(
          `${order.number}  ${status.padEnd(10)}  ${toMoney(order.total).toFixed(2)} ${order.currency}  ${order.email}  ${order.at.toISOString()}`,
        );
      }
      if (list.length === 0) console.log('No orders.');
      return 0;
    }
    const [orderNumber, statusText] = args;
    const status = statusText ? parseOrderStatus(statusText) : undefined;
    if (!orderNumber || status === undefined) {
      console.error(usage);
      return 2;
    }
    const change = await setOrderStatus(database.db, orderNumber, status, 'set by the shop owner');
    if (!change.ok) {
      console.error(change.message);
      return 1;
    }
    console.log(`Order ${orderNumber}: ${OrderStatusName[change.from]} → ${OrderStatusName[change.to]}`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
