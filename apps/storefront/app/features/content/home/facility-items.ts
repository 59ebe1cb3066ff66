import type { ScreenLabelSet } from '@shop/contract';

type FacilityLabel = keyof ScreenLabelSet<'BestFacilities'>;

export type FacilityIcon = 'truck' | 'support' | 'member' | 'globe' | 'money-back' | 'payment';

/** One point of the facilities strip: its icon and the label ids of its title and description. */
export interface FacilityItem {
  icon: FacilityIcon;
  title: FacilityLabel;
  description: FacilityLabel;
}

/** Where the strip is shown; each place has its own points (spec: home, facilities strip). */
export type FacilitiesVariant = 'home' | 'contact';

const ITEMS: Record<FacilitiesVariant, readonly FacilityItem[]> = {
  home: [
    { icon: 'truck', title: 'lbl_facility_shipping7', description: 'lbl_facility_shipping7_desc' },
    { icon: 'support', title: 'lbl_facility_support247', description: 'lbl_facility_support247_desc' },
    { icon: 'member', title: 'lbl_facility_member_discount', description: 'lbl_facility_member_discount_desc' },
  ],
  contact: [
    { icon: 'globe', title: 'lbl_facility_freeshipp', description: 'lbl_facility_freeshipp_desc' },
    { icon: 'money-back', title: 'lbl_facility_moneyback', description: 'lbl_facility_moneyback_desc' },
    { icon: 'payment', title: 'lbl_facility_pygateway', description: 'lbl_facility_pygateway_desc' },
    { icon: 'support', title: 'lbl_facility_support', description: 'lbl_facility_support_desc' },
  ],
};

export function facilityItems(variant: FacilitiesVariant): readonly FacilityItem[] {
  return ITEMS[variant];
}
