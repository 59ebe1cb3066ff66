import { ScreenLabels } from '@shop/contract';
import { describe, expect, it } from 'vitest';

import { facilityItems } from './facility-items';

describe('facilityItems', () => {
  it('lists 7 days shipping, 24/7 support and member discounts on the home page', () => {
    expect(facilityItems('home').map((item) => ScreenLabels.BestFacilities[item.title])).toEqual([
      '7 Days Shipping',
      '24/7 Support',
      'Member Discounts',
    ]);
  });

  it('lists the four points of the contact page', () => {
    expect(facilityItems('contact').map((item) => item.title)).toEqual([
      'lbl_facility_freeshipp',
      'lbl_facility_moneyback',
      'lbl_facility_pygateway',
      'lbl_facility_support',
    ]);
  });

  it('gives every point a description of its own', () => {
    for (const item of [...facilityItems('home'), ...facilityItems('contact')]) {
      expect(item.description).toBe(`${item.title}_desc`);
    }
  });
});
