// Where the customer routes live, who may use them, and what they answer when they refuse.
import type { StaffRole } from '@shop/contract';

export const ADMIN_CUSTOMERS_PATH = '/api/v1/admin/customers';

/** Who may see customers and act for them: the owner, and the orders team who answer them. */
export const CUSTOMER_ROLES: readonly StaffRole[] = ['owner', 'orders'];

/** Erasing is the owner's decision: it cannot be undone. */
export const ERASE_ROLES: readonly StaffRole[] = ['owner'];

export const CustomerErrors = {
  notFound: (id: number) => `No customer with id ${id}`,
  erased: 'This customer was erased: their account can no longer be changed.',
  alreadyErased: 'This customer was already erased.',
  disabledNoCode: 'This account is disabled: enable it before sending a password reset code.',
  emailMismatch: 'email: Does not match the customer’s email',
} as const;
