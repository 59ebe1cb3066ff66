import type { AdminBanner, AdminCampaign } from '@shop/contract';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { BannerEditForm } from './banner-form';
import { CampaignEditForm } from './campaign-form';
import { contentMessages } from './messages';
import type { PickerComponent } from './picker-types';

/** A new banner, or one to edit, with the way back to the list. */
export function BannerEditScreen({
  banner,
  created,
  Picker,
}: {
  banner?: AdminBanner;
  created?: boolean;
  Picker: PickerComponent;
}) {
  const m = useMessages(contentMessages);
  return (
    <>
      <PageHeader
        title={banner ? m('editBanner') : m('newBanner')}
        intro={banner?.mainTitle.en}
        actions={
          <Link to="/banners" className={buttonClass('secondary')}>
            {m('backToBanners')}
          </Link>
        }
      />
      <BannerEditForm key={banner?.id ?? 'new'} banner={banner} created={created} Picker={Picker} />
    </>
  );
}

/** A new campaign, or one to edit, with the way back to the list. */
export function CampaignEditScreen({
  campaign,
  created,
  Picker,
}: {
  campaign?: AdminCampaign;
  created?: boolean;
  Picker: PickerComponent;
}) {
  const m = useMessages(contentMessages);
  return (
    <>
      <PageHeader
        title={campaign ? m('editCampaign') : m('newCampaign')}
        intro={campaign?.mainTitle.en}
        actions={
          <Link to="/campaigns" className={buttonClass('secondary')}>
            {m('backToCampaigns')}
          </Link>
        }
      />
      <CampaignEditForm key={campaign?.id ?? 'new'} campaign={campaign} created={created} Picker={Picker} />
    </>
  );
}
