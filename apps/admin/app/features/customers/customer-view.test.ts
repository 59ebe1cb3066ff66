import { describe, expect, it } from 'vitest';
import { readListQuery } from '../../ui/list-query';
import {
  customerListParams,
  customerName,
  exportFileName,
  orderStatusText,
  sameEmail,
  spentTexts,
} from './customer-view';

const queryOf = (search: string) => readListQuery(new URLSearchParams(search), 'createdAt', 'desc');

describe('the customer list', () => {
  it('sends the sorts and the disabled filter the API takes, and leaves out what it would refuse', () => {
    expect(customerListParams(queryOf('q=leila&disabled=true&sort=totalSpent&order=asc'))).toEqual({
      limit: 25,
      offset: 0,
      sort: 'totalSpent',
      order: 'asc',
      q: 'leila',
      disabled: 'true',
    });
    expect(customerListParams(queryOf('disabled=false')).disabled).toBe('false');
    const odd = customerListParams(queryOf('disabled=maybe&sort=mobileNo'));
    expect(odd).toMatchObject({ disabled: undefined, sort: 'createdAt', order: 'desc' });
  });

  it('names a customer by first and last name', () => {
    expect(customerName({ firstName: 'Leila', lastName: 'Haddad' })).toBe('Leila Haddad');
    expect(customerName({ firstName: 'ليلى', lastName: '' })).toBe('ليلى');
  });

  it('tells each currency’s amount apart, US dollars first, in the member’s digits', () => {
    expect(
      spentTexts(
        [
          { currency: 'EUR', amount: 250 },
          { currency: 'USD', amount: 123456 },
        ],
        'en-GB',
      ),
    ).toEqual(['$1,234.56', '€2.50']);
    expect(spentTexts([{ currency: 'USD', amount: 500 }], 'ar-EG')[0]).toContain('٥٫٠٠');
    expect(spentTexts([], 'en-GB')).toEqual([]);
  });

  it('names the spec’s order statuses and numbers any other', () => {
    expect(orderStatusText(1)).toBe('orderStatus1');
    expect(orderStatusText(5)).toBe('orderStatus5');
    expect(orderStatusText(9)).toBe('orderStatusOther');
  });
});

describe('a customer’s data and erasure', () => {
  it('saves the export under the name the server gives, or a safe one of its own', () => {
    expect(exportFileName('attachment; filename="customer-12-2026-11-27.json"', 12)).toBe(
      'customer-12-2026-11-27.json',
    );
    expect(exportFileName(null, 12)).toBe('customer-12.json');
    expect(exportFileName('attachment; filename="../../etc/passwd"', 7)).toBe('customer-7.json');
  });

  it('takes the typed email as the customer’s whatever its case and surrounding spaces, and nothing else', () => {
    expect(sameEmail('  Leila@Example.com ', 'leila@example.com')).toBe(true);
    expect(sameEmail('leila@example.co', 'leila@example.com')).toBe(false);
    expect(sameEmail('', 'leila@example.com')).toBe(false);
  });
});
