import nodemailer from 'nodemailer';
import { SITE_NAME_EN, SITE_NAME_ZH } from '@podium/contracts';
import type { Bilingual, NotifyTopic } from './event-types.ts';

export type MailMessage = { title: Bilingual; body: Bilingual; link: string };

export type OutgoingMail = {
  to: string;
  topic: NotifyTopic;
  message: MailMessage;
  /** One-click unsubscribe address for this person and topic (none for security messages). */
  unsubscribeUrl: string | null;
};

export type NotifyMailer = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The site's own name in both languages: the one the portal shows (issue 18: no second name in mail). */
const BRAND = { zh: SITE_NAME_ZH, en: SITE_NAME_EN, color: '#1677ff' };

/** Both languages in one mail (Chinese first): the platform does not know which one a person reads. */
export const renderMail = (mail: OutgoingMail, origin: string) => {
  const { title, body, link } = mail.message;
  const url = link ? new URL(link, origin).toString() : '';
  const subject = `${title.zh} / ${title.en}`;
  const text = [
    BRAND.zh,
    '',
    title.zh,
    body.zh,
    '',
    title.en,
    body.en,
    ...(url ? ['', `查看 / View: ${url}`] : []),
    ...(mail.unsubscribeUrl ? ['', `退订此类通知 / Unsubscribe from these: ${mail.unsubscribeUrl}`] : []),
  ].join('\n');
  const block = (t: string, b: string) =>
    `<h2 style="margin:16px 0 8px;font-size:18px">${escapeHtml(t)}</h2><p style="margin:0;line-height:1.6;white-space:pre-line">${escapeHtml(b)}</p>`;
  const html = `<!doctype html><html><body style="margin:0;background:#f5f7fa;font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f2329">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;background:#fff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND.color};color:#fff;padding:14px 20px;font-size:16px;font-weight:600">${BRAND.zh} · ${BRAND.en}</td></tr>
<tr><td style="padding:8px 20px 20px">${block(title.zh, body.zh)}${block(title.en, body.en)}
${url ? `<p style="margin:20px 0 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:${BRAND.color};color:#fff;text-decoration:none;padding:8px 18px;border-radius:6px">查看 / View</a></p>` : ''}
</td></tr>
<tr><td style="padding:12px 20px;font-size:12px;color:#8f959e;border-top:1px solid #eee">${
    mail.unsubscribeUrl
      ? `<a href="${escapeHtml(mail.unsubscribeUrl)}" style="color:#8f959e">退订此类通知 / Unsubscribe from these</a>`
      : '账号安全通知，无法退订 / Account security notice: always sent'
  }</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
};

/** E-mail through SMTP_URL (nodemailer), with HTML and text bodies and RFC 8058 one-click unsubscribe. */
export const createSmtpNotifyMailer = (smtpUrl: string, from: string, origin: string): NotifyMailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      const { subject, text, html } = renderMail(mail, origin);
      await transport.sendMail({
        from,
        to: mail.to,
        subject,
        text,
        html,
        ...(mail.unsubscribeUrl
          ? {
              list: { unsubscribe: { url: mail.unsubscribeUrl, comment: 'Unsubscribe' } },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
    },
    close: () => transport.close(),
  };
};
