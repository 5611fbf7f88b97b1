import {
  CERTIFICATE_TEMPLATES,
  createDesign,
  restoreDesign,
  type CertificateTemplateKey,
  type Design,
} from '@podium/certificate';

export const READY_TEMPLATE_KEYS = Object.keys(CERTIFICATE_TEMPLATES) as CertificateTemplateKey[];

/** A fresh copy of a ready template (new ids every time), or a blank certificate. */
export const startDesign = (key: CertificateTemplateKey | 'blank', title?: string): Design => {
  const base = key === 'blank' ? createDesign() : CERTIFICATE_TEMPLATES[key].create();
  return restoreDesign(title ? { ...base, title } : base);
};
