import type { Lang } from '../../platform/messages.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const shell = (title: string, inner: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title></head>` +
  `<body style="font-family:-apple-system,'PingFang SC',sans-serif;max-width:480px;margin:48px auto;padding:0 16px;color:#1f2329">` +
  `<h1 style="font-size:20px">${escape(title)}</h1>${inner}</body></html>`;

/** GET of a mail's link: a button, since mail scanners open links and must not unsubscribe anyone (RFC 8058). */
export const confirmPage = (action: string, topicLabel: string) =>
  shell(
    `退订「${topicLabel}」通知 / Unsubscribe`,
    `<form method="post" action="${escape(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<p>不再接收「${escape(topicLabel)}」类通知？ / Stop notices of this topic?</p>` +
      `<button type="submit" style="padding:8px 20px">确认退订 / Unsubscribe</button></form>`,
  );

export const donePage = (topicLabel: string) =>
  shell(
    '已退订 / Unsubscribed',
    `<p>您将不再收到「${escape(topicLabel)}」类通知，可随时在个人中心重新订阅。</p><p>You will no longer receive these notices; subscribe again any time in your user centre.</p>`,
  );

export const badLinkPage = (message: string, _lang: Lang) =>
  shell('退订 / Unsubscribe', `<p>${escape(message)}</p>`);
