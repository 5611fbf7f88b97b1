import type { WebsiteSetting } from '@podium/contracts';
import { DEFAULT_PAGE_TITLE } from '@podium/contracts';
import type { findSiteForHost } from './website.service.ts';

type Site = NonNullable<Awaited<ReturnType<typeof findSiteForHost>>>;

const defaultWording: WebsiteSetting['wording'] = {
  submitButton: 'work',
  workSelectLabel: 'individualTeam',
  signUpItemLabel: 'event',
};

/** A site row as the portal reads it; a missing site still yields a usable, empty portal. */
export const presentWebsiteSetting = (
  site: Site | undefined,
  activeBanners: WebsiteSetting['banners'],
): WebsiteSetting => {
  if (!site) {
    return {
      navigationSettings: [],
      groupId: '',
      logoUrl: '',
      description: '',
      templateType: 'default',
      title: DEFAULT_PAGE_TITLE,
      iconUrl: '',
      wording: defaultWording,
      banners: [],
      titleEn: '',
      descriptionEn: '',
      footer: '',
      footerEn: '',
      userAgreement: '',
      userAgreementEn: '',
      privacyPolicy: '',
      privacyPolicyEn: '',
    };
  }
  const { setting } = site;
  return {
    navigationSettings: setting.navigationSettings as WebsiteSetting['navigationSettings'],
    groupId: site.groupPublicId,
    logoUrl: setting.logoUrl,
    description: setting.description,
    templateType: setting.templateType,
    title: setting.title,
    iconUrl: setting.iconUrl,
    wording: { ...defaultWording, ...(setting.wording as Partial<WebsiteSetting['wording']>) },
    banners: activeBanners,
    titleEn: setting.titleEn,
    descriptionEn: setting.descriptionEn,
    footer: setting.footer,
    footerEn: setting.footerEn,
    userAgreement: setting.userAgreement,
    userAgreementEn: setting.userAgreementEn,
    privacyPolicy: setting.privacyPolicy,
    privacyPolicyEn: setting.privacyPolicyEn,
  };
};
