import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@shop/contract';
import { createBodyOf, formFieldOf, formValuesOf, updateBodyOf } from './product-form-values';

describe('the vendor in the product form', () => {
  it('starts as the shop itself and sends null for it', () => {
    const values = formValuesOf();
    expect(values.vendorId).toBe('');
    expect(createBodyOf(values).vendorId).toBeNull();
  });

  it('shows a saved vendor and sends the chosen one as a number', () => {
    const values = formValuesOf({ vendorId: 7, name: { en: 'Jar', ar: '' } } as unknown as AdminProduct);
    expect(values.vendorId).toBe('7');
    expect(updateBodyOf({ ...values, vendorId: '12' }, '2026-01-01T00:00:00.000000Z').vendorId).toBe(12);
    expect(updateBodyOf({ ...values, vendorId: '' }, '2026-01-01T00:00:00.000000Z').vendorId).toBeNull();
  });

  it('puts a server error about the vendor under its field', () => {
    expect(formFieldOf('vendorId')).toBe('vendorId');
  });
});
