import { describe, expect, it } from 'vitest';
import { adminProblems } from './admin-problems';
import { problem } from './problems';

// The admin API's sentences are unchanged by their codes: each is written from its values exactly
// as the routes wrote it before (tests and the API's documentation quote them).
describe('the admin problems', () => {
  it('name a field first where the API names one, as its 400s do', () => {
    expect(problem('STAFF_EMAIL_TAKEN').message).toBe('email: A staff member with this email exists already');
    expect(problem('SKU_TAKEN', { index: 1, sku: 'taken-9' }).message).toBe(
      'variants.1.sku: The SKU taken-9 is used by another product',
    );
    expect(problem('UPLOAD_TOO_LARGE', { kind: 'file', megabytes: 100 }).message).toBe(
      'file: A file may be at most 100 MB',
    );
    expect(problem('PAGE_NOT_FOUND', { slug: 'contact' }).message).toBe(
      'slug: No page contact (expected about, faq, terms)',
    );
  });

  it('say the moves an order has, or that its status is final', () => {
    const move = (from: string, next: string) =>
      problem('ORDER_MOVE_NOT_ALLOWED', { orderNumber: 'PS-1', from, to: 'Completed', next }).message;
    expect(move('Active', 'InProgress,Refunded')).toBe(
      'Order PS-1 is Active; it cannot become Completed (next: InProgress or Refunded).',
    );
    expect(move('Refunded', '')).toBe('Order PS-1 is Refunded; it cannot become Completed (its status is final).');
    expect(move('9', '')).toBe('Order PS-1 has the unknown status 9; it cannot become Completed.');
  });

  it('count in English: one order, 2 orders', () => {
    expect(problem('COUPON_USED', { orders: 1 }).message).toBe(
      'This coupon was used by 1 order and is kept for their records: deactivate it instead (isActive: false).',
    );
    expect(problem('COUPON_USED', { orders: 2 }).message).toContain('used by 2 orders and');
    expect(problem('CATEGORY_HAS_SUBCATEGORIES', { category: 'Food', children: 1 }).message).toMatch(
      /^The category 'Food' has 1 subcategory: /,
    );
  });

  it('name the ids of a reorder that no longer matches the list, the first ten of each and how many more', () => {
    expect(
      problem('TAXONOMY_ORDER_CHANGED', {
        kind: 'size',
        missing: '1, 2',
        missingMore: 0,
        unknown: '1, 2, 3, 4, 5, 6, 7, 8, 9, 10',
        unknownMore: 3,
      }).message,
    ).toBe(
      'ids: List every size exactly once (missing 1, 2; no size with id 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 3 more): ' +
        'the list changed meanwhile, reload it.',
    );
    expect(problem('CONTENT_ORDER_CHANGED', { kind: 'banner', missing: '', unknown: '7' }).message).toBe(
      'ids: The list must name every banner once (unknown 7): reload the banners and try again',
    );
  });

  it('say what a file is when its bytes say it', () => {
    expect(problem('NOT_AN_IMAGE', { found: 'EXE' }).message).toBe(
      'file: This is not an image the shop accepts (it is a EXE file). Upload a JPEG, PNG, WebP, AVIF or GIF image.',
    );
    expect(problem('NOT_AN_IMAGE', { found: '' }).message).toBe(
      'file: This is not an image the shop accepts. Upload a JPEG, PNG, WebP, AVIF or GIF image.',
    );
    expect(problem('VARIANT_CHOICES_MISMATCH', { field: 'sizeIds', ids: '' }).message).toBe(
      'sizeIds: Must be the sizes of the variants (none); change the variants to add or remove one',
    );
  });

  it('keep the values beside the sentence, and none for a sentence without', () => {
    expect(problem('LABEL_SET_IN_SETTINGS', { field: 'contact.phone' })).toEqual({
      code: 'LABEL_SET_IN_SETTINGS',
      message: "This text is the shop's contact.phone: change it in the settings.",
      values: { field: 'contact.phone' },
    });
    expect(problem('LAST_OWNER')).toEqual({ code: 'LAST_OWNER', message: adminProblems.LAST_OWNER() });
  });
});
