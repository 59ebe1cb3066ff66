// Where the customer routes live, who may use them, and what they answer when they refuse.
import { problem, type StaffRole } from '@shop/contract';

export const ADMIN_CUSTOMERS_PATH = '/api/v1/admin/customers';

/** Who may see customers and act for them: the owner, and the orders team who answer them. */
export const CUSTOMER_ROLES: readonly StaffRole[] = ['owner', 'orders'];

/** Erasing is the owner's decision: it cannot be undone. */
export const ERASE_ROLES: readonly StaffRole[] = ['owner'];

/** An unknown customer's problem. */
export const customerNotFound = (id: number) => problem('CUSTOMER_NOT_FOUND', { id });
