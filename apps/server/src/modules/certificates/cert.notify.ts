import { inArray } from 'drizzle-orm';
import { certificates } from '../../db/schema/index.ts';
import { defineNotifyRule, type Notice } from '../../platform/notify/index.ts';
import { traceUrl } from './cert-signing.ts';

// Each holder with an account hears of their own certificate: the public verification page as the link,
// and where to download the PDF (the user centre's rewards, behind their session).
defineNotifyRule('certificate.issued', async ({ tx, data }) => {
  const rows = await tx
    .select({
      userId: certificates.userId,
      certNo: certificates.certNo,
      code: certificates.code,
      signature: certificates.signature,
      awardName: certificates.awardName,
      competitionName: certificates.competitionName,
    })
    .from(certificates)
    .where(inArray(certificates.id, data.certificateIds));
  return rows
    .filter((c) => c.userId !== null)
    .map((c): Notice => ({
      userIds: [c.userId!],
      topic: 'certificate',
      title: { zh: '您的证书已颁发', en: 'Your certificate is ready' },
      body: {
        zh: `${c.competitionName} · ${c.awardName}，证书编号 ${c.certNo}。PDF 可在个人中心「我的奖励」下载；点击查看公开验证页。`,
        en: `${c.competitionName} · ${c.awardName}, certificate no. ${c.certNo}. Download the PDF from "My awards" in your user centre; open the link for its public verification.`,
      },
      link: traceUrl('', c.code, c.signature),
    }));
});
